/**
 * The order a refund call names. Who may work on it is decided before the service runs, by the
 * order rung (`orderProcedure` in packages/api, domain `mayWorkOnOrder`: 404 unknown, 403 out of
 * reach); here it is only read (an order deleted in between is still unknown).
 */
import { AppError } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { PAYMENT_MESSAGES } from "@paydesk/validators";

export interface RefundOrder {
  id: number;
  companyId: number;
  status: "PAID" | "PARTIAL" | "REFUNDED" | "VOID";
}

export async function orderForRefunds(db: DbTx, orderId: number): Promise<RefundOrder> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, companyId: true, status: true } });
  if (!order) throw new AppError("NOT_FOUND", PAYMENT_MESSAGES.orderIdUnknown);
  return order;
}
