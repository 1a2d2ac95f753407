import { Autocomplete, Group, Loader, Text, type AutocompleteProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { SUGGEST_MIN_CHARS, TYPEAHEAD_DEBOUNCE_MS } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { trpc } from "../../trpc.ts";

export type CompanySuggestion = inferRouterOutputs<AppRouter>["companies"]["suggest"][number];

export interface CompanySuggestProps extends Omit<
  AutocompleteProps,
  "data" | "value" | "onChange" | "onOptionSubmit" | "filter"
> {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked (click or Enter on it). */
  onSuggestionPick?: (company: CompanySuggestion) => void;
}

const KIND_LABELS: Record<string, string> = {
  PLATFORM: "Platform",
  DISTRICT: "District",
  SCHOOL: "School",
  VENDOR: "Vendor",
  BUSINESS: "Business",
};

/**
 * A text field suggesting companies in reach as the user types (GET /api/suggest/company):
 * at least two characters, asked 175 ms after the last key (spec 3 §7, §9).
 */
export function CompanySuggest({ value, onChange, onSuggestionPick, ...props }: CompanySuggestProps) {
  const [term] = useDebouncedValue(value.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const enabled = term.length >= SUGGEST_MIN_CHARS;
  const suggestions = useQuery({
    ...trpc.companies.suggest.queryOptions({ term }),
    enabled,
    placeholderData: keepPreviousData,
    throwOnError: false,
    staleTime: 60_000,
  });
  const companies = useMemo(() => (enabled ? (suggestions.data ?? []) : []), [enabled, suggestions.data]);
  // Option values must be unique: the id keeps two sites of the same name apart.
  const data = useMemo(() => companies.map((c) => ({ value: String(c.id), label: c.name })), [companies]);
  const byId = useMemo(() => new Map(companies.map((c) => [String(c.id), c])), [companies]);

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
      rightSection={suggestions.isFetching && enabled ? <Loader size={16} /> : props.rightSection}
      renderOption={({ option }) => {
        const company = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm" truncate>
              {company?.name ?? option.value}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {[company ? KIND_LABELS[company.kind] : null, company?.city].filter(Boolean).join(" · ")}
            </Text>
          </Group>
        );
      }}
      autoComplete="off"
    />
  );
}
