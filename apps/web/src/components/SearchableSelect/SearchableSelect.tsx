import { getParsedComboboxData, isOptionsGroup, MultiSelect, Select, type MultiSelectProps, type SelectProps } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { nothingFoundDescription } from "./nothing-found.ts";

interface NothingFoundProps {
  /** Said below the field when what is typed matches nothing ("No site matches", "Searching…"). */
  nothingFound: string;
}

/** The field's own description and the nothing-found sentence, one below the other. */
function describe(own: ReactNode, nothingFound: string | undefined): ReactNode {
  if (!nothingFound) return own;
  return own ? (
    <>
      {own}
      <br />
      {nothingFound}
    </>
  ) : (
    nothingFound
  );
}

/** Announced as it changes, and placed under the input where the list would have opened. */
const DESCRIPTION_BELOW = {
  inputWrapperOrder: ["label", "input", "description", "error"] as ("label" | "input" | "description" | "error")[],
  descriptionProps: { "aria-live": "polite" as const },
};

function useSearch(searchValue: string | undefined, onSearchChange: ((value: string) => void) | undefined) {
  const [own, setOwn] = useState("");
  const search = searchValue ?? own;
  const setSearch = (value: string) => {
    setOwn(value);
    onSearchChange?.(value);
  };
  return [search, setSearch] as const;
}

export type SearchableSelectProps = Omit<SelectProps, "nothingFoundMessage" | "searchable"> & NothingFoundProps;

/**
 * A searchable Select that says "nothing matches" below the field instead of in an empty list
 * (see nothing-found.ts). Every searchable Select of the app is one of these.
 */
export function SearchableSelect({ nothingFound, searchValue, onSearchChange, description, ...props }: SearchableSelectProps) {
  const [search, setSearch] = useSearch(searchValue, onSearchChange);
  const chosenLabel = chosenOptionLabel(props.data, props.value);
  const said = nothingFoundDescription({
    data: props.data,
    search,
    filter: props.filter,
    filters: chosenLabel !== search,
    message: nothingFound,
  });
  return (
    <Select
      {...DESCRIPTION_BELOW}
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      description={describe(description, said)}
    />
  );
}

export type SearchableMultiSelectProps = Omit<MultiSelectProps, "nothingFoundMessage" | "searchable"> & NothingFoundProps;

/** The MultiSelect counterpart: its typed text always filters. */
export function SearchableMultiSelect({ nothingFound, searchValue, onSearchChange, description, ...props }: SearchableMultiSelectProps) {
  const [search, setSearch] = useSearch(searchValue, onSearchChange);
  const said = nothingFoundDescription({ data: props.data, search, filter: props.filter, filters: true, message: nothingFound });
  return (
    <MultiSelect
      {...DESCRIPTION_BELOW}
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      description={describe(description, said)}
    />
  );
}

function chosenOptionLabel(data: SelectProps["data"], value: SelectProps["value"]): string | undefined {
  if (value === null || value === undefined) return undefined;
  for (const item of getParsedComboboxData(data)) {
    const options = isOptionsGroup(item) ? item.items : [item];
    const chosen = options.find((option) => "label" in option && option.value === value);
    if (chosen && "label" in chosen) return chosen.label;
  }
  return undefined;
}
