/**
 * Editing a transaction (`POST /{module}/reports/txn/{orderId}/update`,
 * docs/product/reports-and-time-zones.md): under the order's row lock, compare what was sent with what the
 * order holds (domain `diffOrderEdit`), write each real change as its own change row with the update's memo,
 * and answer their ids. An update that changes nothing is refused, so the history holds no empty steps. A new
 * student must belong to the order's company or a company below it.
 */
import { AppError, diffOrderEdit, UnknownLineError, type OrderEdit } from "@paydesk/domain";
import { TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { inTransaction, type ActorContext, type TxContext } from "../../platform/context.ts";
import { orderUnknown } from "../../receipts/access.ts";
import { applyChange, lockOrder, readEditableOrder } from "./editable.ts";

export interface TransactionUpdate extends OrderEdit {
  orderId: number;
  memo: string;
}

export interface TransactionUpdateResult {
  message: typeof TXN_DETAIL_MESSAGES.saved;
  changeIds: number[];
}

async function assertStudentsBelong(ctx: TxContext<ActorContext>, companyId: number, edit: OrderEdit): Promise<void> {
  const ids = [...new Set((edit.lines ?? []).map((l) => l.studentId).filter((id): id is number => typeof id === "number"))];
  if (ids.length === 0) return;
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: companyId }, select: { path: true } });
  const found = await ctx.db.student.count({ where: { id: { in: ids }, company: { path: { startsWith: company.path } } } });
  if (found !== ids.length) throw new AppError("BAD_REQUEST", TXN_DETAIL_MESSAGES.unknownStudent, { studentId: TXN_DETAIL_MESSAGES.unknownStudent });
}

export function updateTransaction(ctx: ActorContext, update: TransactionUpdate): Promise<TransactionUpdateResult> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockOrder(tx.db, update.orderId);
    if (!locked) throw orderUnknown();
    const order = { id: update.orderId, companyId: locked.companyId };
    let drafts;
    try {
      drafts = diffOrderEdit(await readEditableOrder(tx.db, order.id), update);
    } catch (error) {
      if (error instanceof UnknownLineError) throw new AppError("BAD_REQUEST", TXN_DETAIL_MESSAGES.unknownLine, { lines: TXN_DETAIL_MESSAGES.unknownLine });
      throw error;
    }
    if (drafts.length === 0) throw new AppError("BAD_REQUEST", TXN_DETAIL_MESSAGES.nothingChanged);
    await assertStudentsBelong(tx, order.companyId, update);
    const changeIds: number[] = [];
    for (const draft of drafts) changeIds.push(await applyChange(tx, order, draft, { memo: update.memo }));
    return { message: TXN_DETAIL_MESSAGES.saved, changeIds };
  });
}
