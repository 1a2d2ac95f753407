/**
 * The order a refund call names, read and checked once: unknown → 404, outside the actor's
 * subtree → 403 (the router's permission rung has checked reports.manage already). The shared
 * order-access rung of the transaction detail replaces the subtree check here once it exists.
 */
import { AppError, accessDenied, isCompanyInScope, type Actor } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { PAYMENT_MESSAGES } from "@paydesk/validators";

export interface RefundOrder {
  id: number;
  companyId: number;
  status: "PAID" | "PARTIAL" | "REFUNDED" | "VOID";
}

export async function orderForRefunds(db: DbTx, actor: Actor, orderId: number): Promise<RefundOrder> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, companyId: true, status: true, company: { select: { path: true } } } });
  if (!order) throw new AppError("NOT_FOUND", PAYMENT_MESSAGES.orderIdUnknown);
  if (!isCompanyInScope(actor, order.company.path)) throw accessDenied();
  return { id: order.id, companyId: order.companyId, status: order.status };
}
