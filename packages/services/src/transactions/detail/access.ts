/**
 * The facts the order rungs (packages/api routers/transaction-detail/resource.ts `orderProcedure`,
 * `orderChangeProcedure`) load; they decide with the domain's one rule (`mayWorkOnOrder`): an unknown order is the
 * product's "Your order id is Unknown…" (404, docs/product/checkout-and-payments.md), an order outside the
 * actor's reach the access denial (403). An unknown change is 404 too, so a change id outside one's reach
 * learns nothing more than an order id would.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, mayWorkOnOrder, type Actor } from "@paydesk/domain";
import { TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { ORDER_HOLDERS_SELECT, orderHoldersOf, orderUnknown } from "../../receipts/access.ts";

export const changeUnknown = (): AppError => new AppError("NOT_FOUND", TXN_DETAIL_MESSAGES.unknownChange);

type AccessContext = { db: DbTx; actor: Actor };

/** An order's id and the companies holding it: what `mayWorkOnOrder` judges. */
export interface OrderAccessRecord {
  id: number;
  companyPath: string;
  sellerPaths: string[];
}

/** The order the order rung names; unknown → the product's 404 (docs/product/documented-calls.md). */
export async function loadOrderForAccess(db: DbTx, orderId: number): Promise<OrderAccessRecord> {
  const order = orderId > 0 ? await db.order.findUnique({ where: { id: orderId }, select: ORDER_HOLDERS_SELECT }) : null;
  if (!order) throw orderUnknown();
  return { id: orderId, ...(await orderHoldersOf(db, order)) };
}

/**
 * Whether the actor may change the order (edit, undo, refund: reports.manage over every line of
 * it), for the screens to offer only what the server will accept. Access to read it was checked.
 */
export async function mayChangeOrder({ db, actor }: AccessContext, orderId: number): Promise<boolean> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: ORDER_HOLDERS_SELECT });
  return !!order && mayWorkOnOrder(actor, await orderHoldersOf(db, order), "reports.manage");
}

/** The change the order-change rung names, with its order (judged like the order itself); unknown → 404. */
export async function loadOrderChangeForAccess(db: DbTx, changeId: number): Promise<{ id: number; order: OrderAccessRecord }> {
  const change = await db.orderChange.findUnique({ where: { id: changeId }, select: { orderId: true } });
  if (!change) throw changeUnknown();
  return { id: changeId, order: await loadOrderForAccess(db, change.orderId) };
}
