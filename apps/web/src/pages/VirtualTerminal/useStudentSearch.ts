import { useDebouncedValue } from "@mantine/hooks";
import { STUDENT_SEARCH_DEBOUNCE_MS, type TModule } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../trpc.ts";

export interface StudentMatch {
  id: number;
  externalId: string | null;
  firstName: string;
  lastName: string;
  grade: string | null;
}

export function studentName(student: Pick<StudentMatch, "firstName" | "lastName">): string {
  return `${student.firstName} ${student.lastName}`.trim();
}

/** The students of the user's company and the sites below it matching what was typed. */
export function useStudentSearch(module: TModule, companyId: number) {
  const [text, setText] = useState("");
  const [term] = useDebouncedValue(text.trim(), STUDENT_SEARCH_DEBOUNCE_MS);
  const students = useQuery({
    ...trpc.students.forCompany.queryOptions({ module, companyId, term }),
    placeholderData: keepPreviousData,
  });
  return { text, setText, term, students };
}
