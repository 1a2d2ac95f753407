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

/** The order's company and the other companies holding a line of it (order_sellers). */
export const ORDER_HOLDERS_SELECT = {
  company: { select: { path: true } },
  sellers: { select: { companyId: true } },
} as const;

/** Seller ids to paths: a mixed order is rare, so the extra read happens only for one. */
async function sellerPaths(db: DbTx, sellers: readonly { companyId: number }[]): Promise<string[]> {
  if (sellers.length === 0) return [];
  const companies = await db.company.findMany({ where: { id: { in: sellers.map((s) => s.companyId) } }, select: { path: true } });
  return companies.map((c) => c.path);
}

export async function orderHoldersOf(db: DbTx, order: { company: { path: string }; sellers: readonly { companyId: number }[] }) {
  return { companyPath: order.company.path, sellerPaths: await sellerPaths(db, order.sellers) };
}

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
    select: { payerUserId: true, receiptTokenHash: true, ...ORDER_HOLDERS_SELECT },
  });
  if (!order) throw orderUnknown();
  if (token !== undefined) {
    if (!receiptTokenMatches(order.receiptTokenHash, token)) throw orderUnknown();
    return;
  }
  const holders = await orderHoldersOf(db, order);
  if (!mayReadReceipt(actor!, { ...holders, payerUserId: order.payerUserId })) throw accessDenied();
}
