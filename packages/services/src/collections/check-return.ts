import { isUniqueViolation } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { COLLECTION_MESSAGES } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { type ActorContext, type ActorTxContext, inTransaction } from "../platform/context.ts";

/**
 * A check the bank returned (control, with a memo): what the check kept — its amount less what was
 * already refunded of it — is owed again and becomes a collections row. The payment, its ledger
 * rows and the order are left as recorded; the collections row is where the debt lives.
 */
export async function markCheckReturned(ctx: ActorContext, input: { paymentId: number; memo: string }): Promise<{ message: string; checkReturnId: number }> {
  return inTransaction(ctx, async (tx) => {
    const [payment] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM payments WHERE id = ${input.paymentId} FOR UPDATE`;
    if (!payment) throw new AppError("NOT_FOUND", COLLECTION_MESSAGES.unknownPayment);
    const found = await tx.db.payment.findUniqueOrThrow({
      where: { id: input.paymentId },
      select: { method: true, amountCents: true, orderId: true, checkNumber: true, order: { select: { companyId: true } }, checkReturn: { select: { id: true } } },
    });
    if (found.method !== "CHECK") throw new AppError("BAD_REQUEST", COLLECTION_MESSAGES.onlyChecks);
    if (found.checkReturn) throw new AppError("CONFLICT", COLLECTION_MESSAGES.alreadyReturned);
    const refunded = await tx.db.refund.aggregate({ where: { paymentId: input.paymentId, state: "DONE" }, _sum: { amountCents: true } });
    const amountCents = found.amountCents - (refunded._sum.amountCents ?? 0);
    if (amountCents <= 0) throw new AppError("CONFLICT", COLLECTION_MESSAGES.notDue);
    let created: { id: number };
    try {
      created = await tx.db.checkReturn.create({
        data: { paymentId: input.paymentId, orderId: found.orderId, companyId: found.order.companyId, amountCents, memo: input.memo, markedById: ctx.actor.userId },
        select: { id: true },
      });
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError("CONFLICT", COLLECTION_MESSAGES.alreadyReturned) : error;
    }
    await recordAudit(tx, {
      action: "collections.check_returned",
      entity: "payment",
      entityId: input.paymentId,
      companyId: found.order.companyId,
      after: { orderId: found.orderId, checkReturnId: created.id, amountCents, checkNumber: found.checkNumber, memo: input.memo },
    });
    return { message: COLLECTION_MESSAGES.checkReturned, checkReturnId: created.id };
  });
}

/** An order's check payments, for the dialog that marks one returned (which are returned already). */
export async function orderCheckPayments(ctx: ActorTxContext, orderId: number) {
  const payments = await ctx.db.payment.findMany({
    where: { orderId, method: "CHECK" },
    select: { id: true, amountCents: true, checkNumber: true, payerName: true, createdAt: true, checkReturn: { select: { id: true } } },
    orderBy: { id: "asc" },
  });
  return payments.map(({ id, checkReturn, ...payment }) => ({ paymentId: id, ...payment, returned: checkReturn !== null }));
}
