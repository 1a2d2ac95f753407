import { Select } from "@mantine/core";
import { NO_STUDENT, type TModule } from "@paydesk/validators";
import { studentName, useStudentSearch } from "./useStudentSearch.ts";
import { SHORT_DROPDOWN } from "./dropdown.ts";
import { studentOptions } from "./student-options.ts";

export type StudentChoice = number | typeof NO_STUDENT | null;

interface StudentSelectProps {
  module: TModule;
  companyId: number;
  value: StudentChoice;
  /** Shown while the choice is a student the search no longer lists. */
  chosenLabel?: string | null;
  onChange: (choice: StudentChoice, label: string | null) => void;
  error?: string | null;
}

/**
 * The line is for a student or for NA (docs/product/checkout-and-payments.md); the students come
 * from the company's student search as it is typed (500 ms debounce, docs/product/terminal.md).
 */
export function StudentSelect({ module, companyId, value, chosenLabel, onChange, error }: StudentSelectProps) {
  const search = useStudentSearch(module, companyId);
  const options = (search.students.data ?? []).map((student) => ({
    value: String(student.id),
    label: `${studentName(student)}${student.externalId ? ` (${student.externalId})` : ""}${student.grade ? `, grade ${student.grade}` : ""}`,
  }));
  const current = typeof value === "number" ? String(value) : value;
  if (typeof value === "number" && chosenLabel && !options.some((option) => option.value === current)) {
    options.unshift({ value: String(value), label: chosenLabel });
  }
  return (
    <Select
      label="Student"
      withAsterisk
      searchable
      {...SHORT_DROPDOWN}
      placeholder="Search by name or student ID, or choose NA"
      // Said below the field, not inside the list (see ItemTab).
      description={search.text.trim() && options.length === 0 ? (search.students.isFetching ? "Searching…" : "No student matches") : undefined}
      inputWrapperOrder={["label", "input", "description", "error"]}
      data={studentOptions(options, search.text, SHORT_DROPDOWN.limit)}
      value={current}
      searchValue={search.text}
      onSearchChange={search.setText}
      error={error}
      onChange={(next, option) => {
        if (next === null) onChange(null, null);
        else onChange(next === NO_STUDENT ? NO_STUDENT : Number(next), option?.label ?? null);
      }}
    />
  );
}
