import { NO_STUDENT } from "@paydesk/validators";

export interface StudentOption {
  value: string;
  label: string;
}

export const NA_OPTION: StudentOption = { value: NO_STUDENT, label: "NA (no student)" };

/** What a typed text must be part of for NA to be offered while searching ("na", "no stu…"). */
function asksForNa(text: string): boolean {
  return NA_OPTION.label.toLowerCase().includes(text.trim().toLowerCase());
}

/**
 * The student picker's options: the matching students first, then NA. A typed name followed by
 * ↓ Enter must land on a student, never on a sale recorded without one, so NA comes last, and
 * while a name is typed it is left out until students are listed (the search is still running or
 * found nobody) unless the text itself asks for NA. NA stays reachable: with nothing typed, or
 * typed as "NA". `limit` is the dropdown's, so NA is never cut off by it.
 */
export function studentOptions(students: StudentOption[], text: string, limit: number): StudentOption[] {
  const typed = text.trim() !== "";
  const offerNa = !typed || students.length > 0 || asksForNa(text);
  if (!offerNa) return students.slice(0, limit);
  return [...students.slice(0, limit - 1), NA_OPTION];
}
