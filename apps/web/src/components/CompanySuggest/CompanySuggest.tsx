import { Autocomplete, Loader, type AutocompleteProps } from "@mantine/core";
import { useMemo } from "react";
import { CompanyOption } from "./CompanyOption.tsx";
import { useCompanySuggestions, type CompanySuggestion } from "./useCompanySuggestions.ts";

export interface CompanySuggestProps extends Omit<
  AutocompleteProps,
  "data" | "value" | "onChange" | "onOptionSubmit" | "filter"
> {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked (click or Enter on it). */
  onSuggestionPick?: (company: CompanySuggestion) => void;
}

/** A text field suggesting companies in reach as the user types (see useCompanySuggestions). */
export function CompanySuggest({ value, onChange, onSuggestionPick, ...props }: CompanySuggestProps) {
  const { companies, byId, isFetching } = useCompanySuggestions(value);
  const data = useMemo(() => companies.map((c) => ({ value: String(c.id), label: c.name })), [companies]);

  return (
    <Autocomplete
      {...props}
      value={value}
      // Picking an option writes its label (the name) into the field.
      onChange={onChange}
      onOptionSubmit={(id) => {
        const picked = byId.get(id);
        if (picked) onSuggestionPick?.(picked);
      }}
      data={data}
      // The server already matched the term (name, city or id): show what it answered.
      filter={({ options }) => options}
      rightSection={isFetching ? <Loader size={16} /> : props.rightSection}
      renderOption={({ option }) => <CompanyOption label={option.value} company={byId.get(option.value)} />}
      autoComplete="off"
    />
  );
}
