/**
 * Deactivated students (`active = false`: removed without isPermanent, or purged by an upload in
 * mode 1) stay on file for their history, but are out of every place a payment starts: the
 * terminal's search (studentsforcompany*, shared with the builder's target picker) and lookups
 * (/api/student/find*), the parent area's list of students, and the items offered for a student
 * (assertMaySeeStudent). The cart's own student check (payments/cart/line-rules.ts) is perf9's
 * file this session: `isPayableStudent` is what it should ask.
 */
import type { DbTx } from "@paydesk/db";

/** Whether a payment line may name this student: on file and active. */
export async function isPayableStudent(db: DbTx, studentId: number): Promise<boolean> {
  const student = await db.student.findUnique({ where: { id: studentId }, select: { active: true } });
  return student?.active === true;
}
