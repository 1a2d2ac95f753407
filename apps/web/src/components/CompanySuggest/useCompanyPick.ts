import { useRef, useState } from "react";
import type { CompanySuggestion } from "./useCompanySuggestions.ts";

/**
 * A company field whose value is the picked company, not the typed text: picking a suggestion
 * reports its id and name; typing anything else after a pick forgets it (reports ""). Spread the
 * answer on a CompanySuggest. The text lives in the caller, so a field hidden and shown again
 * keeps it.
 */
export function useCompanyPick(onPick: (companyId: string, name: string) => void, initialName = "") {
  const [value, setValue] = useState(initialName);
  // A ref, not state: the field's change right after a pick must see the pick at once.
  const pickedName = useRef(initialName);
  return {
    value,
    onChange(text: string) {
      setValue(text);
      // Picking writes the company's name into the field too: only other typing forgets the pick.
      if (text !== pickedName.current) {
        pickedName.current = "";
        onPick("", "");
      }
    },
    onSuggestionPick(company: CompanySuggestion) {
      pickedName.current = company.name;
      setValue(company.name);
      onPick(String(company.id), company.name);
    },
  };
}
