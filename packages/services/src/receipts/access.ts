/**
 * The facts the receipt rung (packages/api routers/receipts/resource.ts `receiptProcedure`) needs
 * about an order, and its decision: the token when one is given, else the signed-in reader rule of the domain
 * (`mayReadReceipt`). An unknown order and a wrong token answer the same 404, so a token guess
 * learns nothing; a signed-in reader who may not see the order is refused with the access denial.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, mayReadReceipt, type Actor } from "@paydesk/domain";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
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

/** What the receipt rung judges: who paid, the token's hash and the companies holding the order. */
export interface ReceiptOrderFacts {
  orderId: number;
  payerUserId: number | null;
  receiptTokenHash: string | null;
  companyPath: string;
  sellerPaths: string[];
}

/**
 * The order a receipt belongs to, for the receipt rung; unknown → the product's 404
 * (docs/product/checkout-and-payments.md).
 */
export async function loadReceiptOrder(db: DbTx, orderId: number): Promise<ReceiptOrderFacts> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { payerUserId: true, receiptTokenHash: true, ...ORDER_HOLDERS_SELECT },
  });
  if (!order) throw orderUnknown();
  return { orderId, payerUserId: order.payerUserId, receiptTokenHash: order.receiptTokenHash, ...(await orderHoldersOf(db, order)) };
}

/**
 * The receipt rung's rule: a `token` must be the order's (a wrong one answers like an unknown
 * order, 404, so a guess learns nothing); without one, the signed-in reader rule of the domain.
 */
export function mayOpenReceipt(actor: Actor | null, order: ReceiptOrderFacts, token: string | undefined): boolean {
  if (token !== undefined) {
    if (!receiptTokenMatches(order.receiptTokenHash, token)) throw orderUnknown();
    return true;
  }
  return !!actor && mayReadReceipt(actor, order);
}
