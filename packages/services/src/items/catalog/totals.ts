/**
 * An item's total sales (items/totals, docs/product/items-and-fees.md): the order lines of paid and partly
 * paid orders, less what partial refunds gave back of those lines (their negative ledger rows: a line's total
 * is its share of the order total, fees included, so every kind counts). A fully refunded or voided order is
 * no longer PAID and drops out whole. Unexpected failures answer the product's "Something went wrong, please
 * try again."
 */
import { formatCents } from "@paydesk/domain";
import { ITEM_MESSAGES, type TItemTotalsRequest } from "@paydesk/validators";
import { assertItemAllowed, failingWith, noSuchItem } from "./access.ts";
import { type ActorTxContext } from "../../platform/context.ts";

export interface ItemTotals {
  itemId: number;
  totalSalesCents: number;
  /** "$1,234.50" */
  totalSales: string;
}

export async function itemTotals(ctx: ActorTxContext, input: TItemTotalsRequest): Promise<ItemTotals> {
  const { db, actor } = ctx;
  return failingWith(ITEM_MESSAGES.totalsFailed, async () => {
    const item = await db.item.findUnique({
      where: { id: input.itemId },
      select: { id: true, categoryId: true, company: { select: { path: true } } },
    });
    if (!item) throw noSuchItem();
    assertItemAllowed(actor, item);
    const sum = await db.orderLine.aggregate({
      where: { itemId: item.id, order: { status: { in: ["PAID", "PARTIAL"] } } },
      _sum: { totalCents: true },
    });
    const refunded = await db.ledgerEntry.aggregate({
      where: { refundId: { not: null }, orderLine: { itemId: item.id }, order: { status: { in: ["PAID", "PARTIAL"] } } },
      _sum: { amountCents: true },
    });
    const cents = (sum._sum.totalCents ?? 0) + (refunded._sum.amountCents ?? 0);
    return { itemId: item.id, totalSalesCents: cents, totalSales: formatCents(cents) };
  });
}
