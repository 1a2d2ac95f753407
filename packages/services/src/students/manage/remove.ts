/**
 * removestudent?selected=…[&isPermanent=1] (docs/product/students-and-groups.md). Without isPermanent the
 * records are deactivated: kept, with their parents, groups and history, and left out of these screens' lists
 * and from the terminal's search and lookups and the parent area (students/active.ts). With it they are
 * deleted for good, except a student who has orders (order lines or a recurring series name them): the
 * payment history must keep naming the student, so such a record is deactivated instead and the answer says
 * which ones were kept. Every id must be in the actor's reach or nothing changes (404 for an unknown id, 403
 * outside the subtree).
 */
import { accessDenied, AppError, isCompanyInScope } from "@paydesk/domain";
import { STUDENT_ADMIN_MESSAGES, type TRemoveStudentsRequest } from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import { inTransaction, type ActorContext } from "../../platform/context.ts";

export interface RemoveStudentsResult {
  deactivated: number[];
  deleted: number[];
  /** Asked to delete, but they have orders: deactivated instead. */
  keptWithOrders: number[];
}

export async function removeStudents(ctx: ActorContext, input: TRemoveStudentsRequest): Promise<RemoveStudentsResult> {
  const ids = [...new Set(input.studentIds)];
  return inTransaction(ctx, async (tx) => {
    const students = await tx.db.student.findMany({
      where: { id: { in: ids } },
      select: { id: true, companyId: true, company: { select: { path: true } } },
    });
    if (students.length !== ids.length) throw new AppError("NOT_FOUND", STUDENT_ADMIN_MESSAGES.noSuchStudent);
    if (students.some((s) => !isCompanyInScope(ctx.actor, s.company.path))) throw accessDenied();

    let toDelete: number[] = [];
    let keptWithOrders: number[] = [];
    if (input.permanent) {
      const withOrders = new Set<number>();
      const lines = await tx.db.orderLine.findMany({
        where: { studentId: { in: ids } },
        select: { studentId: true },
        distinct: ["studentId"],
      });
      const series = await tx.db.recurringSeries.findMany({
        where: { studentId: { in: ids } },
        select: { studentId: true },
        distinct: ["studentId"],
      });
      for (const row of [...lines, ...series]) if (row.studentId !== null) withOrders.add(row.studentId);
      keptWithOrders = ids.filter((id) => withOrders.has(id));
      toDelete = ids.filter((id) => !withOrders.has(id));
    }
    const toDeactivate = input.permanent ? keptWithOrders : ids;
    if (toDeactivate.length) await tx.db.student.updateMany({ where: { id: { in: toDeactivate } }, data: { active: false } });
    // Links (parents, groups, targets, cart lines, paid marks) go with the record (ON DELETE CASCADE).
    if (toDelete.length) await tx.db.student.deleteMany({ where: { id: { in: toDelete } } });

    const result = { deactivated: input.permanent ? [] : ids, deleted: toDelete, keptWithOrders };
    await recordAudit(tx, {
      action: input.permanent ? "students.deleted" : "students.deactivated",
      entity: "student",
      companyId: students[0]?.companyId ?? null,
      after: result,
    });
    return result;
  });
}
