/**
 * The editable side of an order, read and written under the order's row lock, and the change rows
 * that record each write. Edits and undos of one order take the lock first (`lockOrder`), so two
 * of them run one after the other and neither decides on a value the other is about to replace.
 */
import { Prisma, type DbTx } from "@paydesk/db";
import type { ChangeDraft, ChangeValue, EditableOrder, PayorField } from "@paydesk/domain";
import { recordAudit, type AuditSource } from "../../platform/audit.ts";
import { PAYER_SELECT, payerOf, readCfs } from "../../receipts/view.ts";

export async function lockOrder(db: DbTx, orderId: number): Promise<{ companyId: number } | null> {
  const rows = await db.$queryRaw<{ company_id: number }[]>`SELECT company_id FROM orders WHERE id = ${orderId} FOR UPDATE`;
  return rows[0] ? { companyId: rows[0].company_id } : null;
}

export async function readEditableOrder(db: DbTx, orderId: number): Promise<EditableOrder> {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      ...PAYER_SELECT,
      lines: { orderBy: { id: "asc" }, select: { id: true, cfs: true, studentId: true, memo: true } },
    },
  });
  return {
    payor: payerOf(order),
    lines: order.lines.map((l) => ({ lineId: l.id, cfs: readCfs(l.cfs), studentId: l.studentId, memo: l.memo })),
  };
}

/** The orders column each payor field lives in. */
const PAYOR_COLUMNS: Record<PayorField, keyof Prisma.OrderUncheckedUpdateInput> = {
  name: "payerName",
  email: "payerEmail",
  street: "payerStreet",
  street2: "payerStreet2",
  city: "payerCity",
  state: "payerState",
  country: "payerCountry",
  postalCode: "payerPostalCode",
};

async function writeValue(db: DbTx, orderId: number, draft: ChangeDraft): Promise<void> {
  if (draft.field.startsWith("payor.")) {
    const column = PAYOR_COLUMNS[draft.field.slice("payor.".length) as PayorField];
    await db.order.update({ where: { id: orderId }, data: { [column]: draft.after } });
    return;
  }
  const where = { id: draft.lineId!, orderId };
  if (draft.field === "line.cfs") await db.orderLine.update({ where, data: { cfs: draft.after as Prisma.InputJsonValue } });
  else if (draft.field === "line.student") await db.orderLine.update({ where, data: { studentId: draft.after as number | null } });
  else await db.orderLine.update({ where, data: { memo: draft.after as string | null } });
}

/** A cleared value is stored as SQL NULL (read back as null like any other). */
const json = (value: ChangeValue) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));

export interface ChangeContext extends AuditSource {
  db: DbTx;
}

/**
 * Write one change: the new value into the order, the change row (who, when, before, after, memo),
 * and the audit event, all in the caller's transaction. Answers the change's id.
 */
export async function applyChange(
  ctx: ChangeContext,
  order: { id: number; companyId: number },
  draft: ChangeDraft,
  extra: { memo: string | null; undoOfChangeId?: number },
): Promise<number> {
  await writeValue(ctx.db, order.id, draft);
  const change = await ctx.db.orderChange.create({
    data: {
      orderId: order.id,
      orderLineId: draft.lineId,
      field: draft.field,
      before: json(draft.before),
      after: json(draft.after),
      memo: extra.memo,
      actorId: ctx.actor?.userId ?? null,
      realActorId: ctx.actor?.realUserId ?? null,
      undoOfChangeId: extra.undoOfChangeId ?? null,
    },
    select: { id: true },
  });
  await recordAudit(ctx, {
    action: extra.undoOfChangeId ? "transaction.undo" : "transaction.update",
    entity: "order",
    entityId: order.id,
    companyId: order.companyId,
    before: { changeId: change.id, field: draft.field, lineId: draft.lineId, value: draft.before },
    after: { changeId: change.id, field: draft.field, lineId: draft.lineId, value: draft.after, memo: extra.memo, undoOf: extra.undoOfChangeId ?? null },
  });
  return change.id;
}
