/**
 * The facts the receipt rung (packages/api trpc.ts `receiptProcedure`) needs about an order, and
 * its decision: the token when one is given, else the signed-in reader rule of the domain
 * (`mayReadReceipt`). An unknown order and a wrong token answer the same 404, so a token guess
 * learns nothing; a signed-in reader who may not see the order is refused with the access denial.
 */
import type { DbTx } from "@paydesk/db";
import { accessDenied, AppError, canActInModule, mayReadReceipt, type Actor } from "@paydesk/domain";
import { AUTH_MESSAGES, PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { receiptTokenMatches } from "./token.ts";

export const orderUnknown = (): AppError => new AppError("NOT_FOUND", PAYMENT_MESSAGES.orderIdUnknown);

export interface ReceiptAccessRequest {
  orderId: number;
  token?: string;
  module?: TModule;
}

export async function assertMayReadReceipt(
  { db, actor }: { db: DbTx; actor: Actor | null },
  { orderId, token, module }: ReceiptAccessRequest,
): Promise<void> {
  if (token === undefined && !actor) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
  if (module !== undefined && (!actor || !canActInModule(actor, module))) throw accessDenied();
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { payerUserId: true, receiptTokenHash: true, company: { select: { path: true } } },
  });
  if (!order) throw orderUnknown();
  if (token !== undefined) {
    if (!receiptTokenMatches(order.receiptTokenHash, token)) throw orderUnknown();
    return;
  }
  if (!mayReadReceipt(actor!, { companyPath: order.company.path, payerUserId: order.payerUserId })) throw accessDenied();
}
