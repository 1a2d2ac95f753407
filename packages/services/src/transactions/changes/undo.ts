/**
 * Undoing one change (`GET /{module}/reports/txn/undo-update?change_id=`,
 * docs/product/reports-and-time-zones.md). Under the order's row lock the change is read again and the
 * domain decides (`decideUndo`):
 * - the field still holds the change's `after`: `before` is written back as a new change that
 *   names the one it undoes, and that one is marked undone;
 * - it was undone already: success, nothing changed (`undoChangeId` null) — a double click or a
 *   retried request neither fails nor restores twice;
 * - a later change touched the field: refused (409) with a message saying so.
 * An undo is a change like any other, so it can be undone in turn (which redoes the edit).
 */
import { AppError, decideUndo, type ChangeValue } from "@paydesk/domain";
import { TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { inTransaction, type ActorContext } from "../../platform/context.ts";
import { changeUnknown } from "../detail/access.ts";
import { applyChange, lockOrder, readEditableOrder } from "./editable.ts";

export interface TransactionUndoResult {
  message: typeof TXN_DETAIL_MESSAGES.undone;
  orderId: number;
  /** The undo's own change, or null when the change had been undone already. */
  undoChangeId: number | null;
}

export function undoTransactionChange(ctx: ActorContext, changeId: number): Promise<TransactionUndoResult> {
  return inTransaction(ctx, async (tx) => {
    const owner = await tx.db.orderChange.findUnique({ where: { id: changeId }, select: { orderId: true } });
    if (!owner) throw changeUnknown();
    const locked = await lockOrder(tx.db, owner.orderId);
    if (!locked) throw changeUnknown();
    const order = { id: owner.orderId, companyId: locked.companyId };
    // Read again under the lock: a concurrent undo of the same change may have just committed.
    const change = await tx.db.orderChange.findUniqueOrThrow({
      where: { id: changeId },
      select: { field: true, orderLineId: true, before: true, after: true, undoneAt: true },
    });
    const decision = decideUndo(
      { field: change.field, lineId: change.orderLineId, before: change.before as ChangeValue, after: change.after as ChangeValue, undone: change.undoneAt !== null },
      await readEditableOrder(tx.db, order.id),
    );
    if (decision.kind === "already-undone") return { message: TXN_DETAIL_MESSAGES.undone, orderId: order.id, undoChangeId: null };
    if (decision.kind === "conflict") throw new AppError("CONFLICT", TXN_DETAIL_MESSAGES.undoConflict);
    const undoChangeId = await applyChange(tx, order, decision.draft, { memo: null, undoOfChangeId: changeId });
    await tx.db.orderChange.update({ where: { id: changeId }, data: { undoneAt: tx.now() } });
    return { message: TXN_DETAIL_MESSAGES.undone, orderId: order.id, undoChangeId };
  });
}
