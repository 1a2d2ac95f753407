import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { SearchPicker } from "../../../components/SearchPicker/index.ts";
import { trpc } from "../../../trpc.ts";
import { STUDENT_SEARCH_DEBOUNCE_MS, type TModule } from "@paydesk/validators";

export interface PickedStudent {
  id: number;
  externalId: string;
  firstName: string;
  lastName: string;
  grade: string | null;
}

const PICKER_SIZE = 20;

export const studentLabel = (s: PickedStudent) =>
  `${s.lastName}, ${s.firstName} (${s.externalId}${s.grade ? `, grade ${s.grade}` : ""})`;

interface StudentPickerProps {
  module: TModule;
  ownerId: number;
  label: string;
  onPick: (student: PickedStudent) => void;
}

/** Find a student of the owner's subtree by name or ID (the students list's own search) and pick one. */
export function StudentPicker({ module, ownerId, label, onPick }: StudentPickerProps) {
  // The rows behind the choices on screen, so a pick hands on the whole student.
  const shown = useRef(new Map<string, PickedStudent>());
  const useChoices = (term: string) => {
    const found = useQuery({
      ...trpc.studentsAdmin.list.queryOptions({ module, companyId: ownerId, search: term, pageSize: PICKER_SIZE }),
      enabled: term !== "",
      placeholderData: keepPreviousData,
      throwOnError: false,
    });
    const rows = term ? (found.data?.rows ?? []) : [];
    shown.current = new Map(rows.map((s) => [String(s.id), s]));
    return { choices: rows.map((s) => ({ value: String(s.id), label: studentLabel(s) })), loading: found.isFetching };
  };
  return (
    <SearchPicker
      label={label}
      placeholder="Type a name or student ID"
      debounceMs={STUDENT_SEARCH_DEBOUNCE_MS}
      useChoices={useChoices}
      onPick={(choice) => {
        const student = shown.current.get(choice.value);
        if (student) onPick(student);
      }}
    />
  );
}
