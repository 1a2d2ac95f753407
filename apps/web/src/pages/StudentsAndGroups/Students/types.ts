import type { AppRouter } from "@paydesk/api";
import type { inferRouterOutputs } from "@trpc/server";

export type StudentRow = inferRouterOutputs<AppRouter>["studentsAdmin"]["list"]["rows"][number];

/** What the list calls a record: the students tab and the staff tab share the screen. */
export interface PeopleKind {
  staff: boolean;
  one: string;
  many: string;
}

export const STUDENTS: PeopleKind = { staff: false, one: "student", many: "students" };
export const STAFF: PeopleKind = { staff: true, one: "staff member", many: "staff members" };

export const fullName = (row: Pick<StudentRow, "firstName" | "lastName">) => `${row.firstName} ${row.lastName}`;
