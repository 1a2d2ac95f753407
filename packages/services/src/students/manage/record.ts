/** One student or staff record of the screens: read for the edit form, in reach of the actor. */
import type { DbTx } from "@paydesk/db";
import { accessDenied, AppError, isCompanyInScope, type Actor } from "@paydesk/domain";
import { STUDENT_ADMIN_MESSAGES } from "@paydesk/validators";
import type { StudentRecord } from "./list.ts";

export const STUDENT_RECORD_SELECT = {
  id: true,
  companyId: true,
  externalId: true,
  sisId: true,
  firstName: true,
  lastName: true,
  grade: true,
  teacher: true,
  active: true,
  isStaff: true,
  company: { select: { name: true, path: true } },
} as const;

/** The record, or 404; 403 when its school is outside the actor's subtree. */
export async function studentInReach(
  db: DbTx,
  actor: Actor,
  studentId: number,
): Promise<StudentRecord & { companyPath: string }> {
  const student = await db.student.findUnique({ where: { id: studentId }, select: STUDENT_RECORD_SELECT });
  if (!student) throw new AppError("NOT_FOUND", STUDENT_ADMIN_MESSAGES.noSuchStudent);
  if (!isCompanyInScope(actor, student.company.path)) throw accessDenied();
  const { company, ...rest } = student;
  return { ...rest, companyName: company.name, companyPath: company.path };
}
