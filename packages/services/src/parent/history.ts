/**
 * A parent's payment history (/parent/history): the orders they paid in the parent area,
 * newest first, paged, each with what the receipt link needs (the signed-in payer's receipt view,
 * docs/product/checkout-and-payments.md: /pay/receipt/{orderId}/view).
 */
import type { OrderStatus } from "@paydesk/db";
import type { TParentHistoryRequest } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";

export interface ParentOrderView {
  orderId: number;
  createdAt: Date;
  status: OrderStatus;
  companyName: string;
  totalCents: number;
  paidCents: number;
  dueCents: number;
  /** Titles of what was bought, in line order. */
  titles: string[];
  receiptPath: string;
}

export interface ParentHistoryPage {
  orders: ParentOrderView[];
  total: number;
  page: number;
  pageSize: number;
}

export const receiptPathOf = (orderId: number) => `/pay/receipt/${orderId}/view`;

export async function parentHistory(ctx: ActorTxContext, input: TParentHistoryRequest): Promise<ParentHistoryPage> {
  const where = { payerUserId: ctx.actor.userId };
  const [total, rows] = await Promise.all([
    ctx.db.order.count({ where }),
    ctx.db.order.findMany({
      where,
      select: {
        id: true,
        createdAt: true,
        status: true,
        totalCents: true,
        paidCents: true,
        company: { select: { name: true } },
        lines: { select: { title: true }, orderBy: { id: "asc" } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  return {
    orders: rows.map((o) => ({
      orderId: o.id,
      createdAt: o.createdAt,
      status: o.status,
      companyName: o.company.name,
      totalCents: o.totalCents,
      paidCents: o.paidCents,
      dueCents: Math.max(0, o.totalCents - o.paidCents),
      titles: o.lines.map((l) => l.title),
      receiptPath: receiptPathOf(o.id),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
