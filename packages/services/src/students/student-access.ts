/**
 * Who may see one student's items: staff whose subtree holds the student's school, or (in the
 * parent module) the student's own parent. The ladder's rung let the actor into the module with
 * the terminal permission or as a parent; which student is theirs is data, so it is checked here.
 * A deactivated student is not found: nothing is offered or paid for them (students/active.ts).
 */
import type { DbTx } from "@paydesk/db";
import { accessDenied, AppError, isCompanyInScope, type Actor } from "@paydesk/domain";
import { STUDENT_LOOKUP_MESSAGES, type TModule } from "@paydesk/validators";

/** The parent area is the module a parent pays in. */
export const PARENT_MODULE = "parent" satisfies TModule;

export async function assertMaySeeStudent(db: DbTx, actor: Actor, module: TModule, studentId: number): Promise<void> {
  const student = await db.student.findUnique({
    where: { id: studentId },
    select: { active: true, company: { select: { path: true } }, parents: { where: { parentId: actor.userId }, select: { parentId: true } } },
  });
  if (!student || !student.active) throw new AppError("NOT_FOUND", STUDENT_LOOKUP_MESSAGES.noSuchStudent);
  const allowed = module === PARENT_MODULE ? student.parents.length > 0 : isCompanyInScope(actor, student.company.path);
  if (!allowed) throw accessDenied();
}
