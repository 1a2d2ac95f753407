/**
 * The terminal's student lookups (/api/student/find and findByIdForDistrict; docs/product/terminal.md): a
 * student number typed at the office, at one school (with the last name) or anywhere in a district. The
 * answer names the student's row id, which the terminal then uses (items/for/{studentId}). A deactivated
 * student is not found (students/active.ts).
 */
import { AppError } from "@paydesk/domain";
import { STUDENT_LOOKUP_MESSAGES, type TFindStudentForDistrictRequest, type TFindStudentRequest } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";

export interface FoundStudent {
  studentId: number;
  externalId: string;
  firstName: string;
  lastName: string;
  schoolId: number;
}

const FOUND_SELECT = { id: true, externalId: true, firstName: true, lastName: true, companyId: true } as const;

const found = (s: { id: number; externalId: string; firstName: string; lastName: string; companyId: number }): FoundStudent => ({
  studentId: s.id,
  externalId: s.externalId,
  firstName: s.firstName,
  lastName: s.lastName,
  schoolId: s.companyId,
});

/** One school's student by number and last name (any case); the school must be in the actor's subtree. */
export async function findStudent(ctx: ActorTxContext, input: TFindStudentRequest): Promise<FoundStudent> {
  const school = await companyInScope(ctx.db, ctx.actor, input.schoolId);
  const student = await ctx.db.student.findFirst({
    where: {
      companyId: school.id,
      externalId: input.studentId,
      active: true,
      lastName: { equals: input.lastName, mode: "insensitive" },
    },
    select: FOUND_SELECT,
  });
  if (!student) throw new AppError("NOT_FOUND", STUDENT_LOOKUP_MESSAGES.notFound);
  return found(student);
}

/**
 * A student by number anywhere below a district (or at the school named). Student numbers are
 * unique per school, not per district: two matches are refused rather than guessed.
 */
export async function findStudentForDistrict(ctx: ActorTxContext, input: TFindStudentForDistrictRequest): Promise<FoundStudent> {
  const district = await companyInScope(ctx.db, ctx.actor, input.schoolId);
  const students = await ctx.db.student.findMany({
    where: { externalId: input.studentId, active: true, company: { path: { startsWith: district.path } } },
    select: FOUND_SELECT,
    orderBy: { id: "asc" },
    take: 2,
  });
  const [student] = students;
  if (!student) throw new AppError("NOT_FOUND", STUDENT_LOOKUP_MESSAGES.notFoundInDistrict);
  if (students.length > 1) throw new AppError("CONFLICT", STUDENT_LOOKUP_MESSAGES.ambiguousInDistrict);
  return found(student);
}
