import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { COA_SEARCH_DEBOUNCE_MS } from "../types.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

export interface SearchState {
  /** What the list searches for: the typed text, trimmed, once typing paused. */
  term: string;
  /** The field holds text the list does not search for yet. */
  typing: boolean;
}

/**
 * The search field keeps what is typed to itself: the page renders again when the debounced term
 * changes and when typing starts or stops, not on every keystroke.
 */
export function AccountSearch({ onSearch }: { onSearch: (search: SearchState) => void }) {
  const [term, setTerm] = useState("");
  const [debounced] = useDebouncedValue(term.trim(), COA_SEARCH_DEBOUNCE_MS);
  const typing = term.trim() !== debounced;
  useEffect(() => {
    onSearch({ term: debounced, typing });
  }, [onSearch, debounced, typing]);
  return (
    <SearchField
      placeholder="Account number or name"
      value={term}
      onChange={setTerm}
      w={{ base: "100%", sm: 300 }}
    />
  );
}
