/**
 * The facts the order rung (packages/api trpc.ts `orderProcedure`, `orderChangeProcedure`) needs,
 * and its decision through the domain's one rule (`mayWorkOnOrder`): an unknown order is the
 * spec's "Your order id is Unknown…" (404), an order outside the actor's reach the access denial
 * (403). An unknown change is 404 too, so a change id outside one's reach learns nothing more
 * than an order id would.
 */
import type { DbTx } from "@paydesk/db";
import { accessDenied, AppError, mayWorkOnOrder, type Actor, type Permission } from "@paydesk/domain";
import { TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { ORDER_HOLDERS_SELECT, orderHoldersOf, orderUnknown } from "../../receipts/access.ts";

export const changeUnknown = (): AppError => new AppError("NOT_FOUND", TXN_DETAIL_MESSAGES.unknownChange);

type AccessContext = { db: DbTx; actor: Actor };

export async function assertMayWorkOnOrder({ db, actor }: AccessContext, orderId: number, permission: Permission): Promise<void> {
  const order = orderId > 0 ? await db.order.findUnique({ where: { id: orderId }, select: ORDER_HOLDERS_SELECT }) : null;
  if (!order) throw orderUnknown();
  if (!mayWorkOnOrder(actor, await orderHoldersOf(db, order), permission)) throw accessDenied();
}

/**
 * Whether the actor may change the order (edit, undo, refund: reports.manage over every line of
 * it), for the screens to offer only what the server will accept. Access to read it was checked.
 */
export async function mayChangeOrder({ db, actor }: AccessContext, orderId: number): Promise<boolean> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: ORDER_HOLDERS_SELECT });
  return !!order && mayWorkOnOrder(actor, await orderHoldersOf(db, order), "reports.manage");
}

/** The order a change belongs to, checked like the order itself; answers the order's id. */
export async function assertMayWorkOnChange(ctx: AccessContext, changeId: number, permission: Permission): Promise<number> {
  const change = await ctx.db.orderChange.findUnique({ where: { id: changeId }, select: { orderId: true } });
  if (!change) throw changeUnknown();
  await assertMayWorkOnOrder(ctx, change.orderId, permission);
  return change.orderId;
}
