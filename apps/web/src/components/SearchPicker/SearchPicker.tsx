import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { SearchableSelect } from "../SearchableSelect/index.ts";

export interface PickerChoice {
  value: string;
  label: string;
}

interface SearchPickerProps {
  label: string;
  placeholder: string;
  debounceMs: number;
  /** The choices for a term (already debounced), and whether they are on their way. */
  useChoices: (term: string) => { choices: PickerChoice[]; loading: boolean };
  onPick: (choice: PickerChoice) => void;
}

/** A type-to-search picker that adds what is picked and empties itself for the next one. */
export function SearchPicker({ label, placeholder, debounceMs, useChoices, onPick }: SearchPickerProps) {
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), debounceMs);
  const { choices, loading } = useChoices(term);
  return (
    <SearchableSelect
      label={label}
      placeholder={placeholder}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      data={choices}
      filter={({ options }) => options}
      onChange={(value) => {
        const choice = choices.find((c) => c.value === value);
        if (!choice) return;
        onPick(choice);
        setSearch("");
      }}
      nothingFound={loading || search.trim() !== term ? "Searching…" : "Nothing matches"}
    />
  );
}
