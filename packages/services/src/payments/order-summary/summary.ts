/**
 * The order summary (docs/product/terminal.md, docs/product/checkout-and-payments.md:
 * `order-summary/{orderId}`): what an order cost, what was paid and what is still due after a partial
 * authorization. Staff see the orders of their company subtree; any other order answers as unknown ("Your
 * order id is Unknown…"), so ids of other companies reveal nothing.
 */
import { AppError, amountDue, billingAddressOf, brandsAcceptedByAll, isCompanyInScope, type BillingAddress } from "@paydesk/domain";
import { CHECKOUT_MESSAGES, type CardBrand } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";

const SUMMARY_SELECT = {
  id: true,
  companyId: true,
  status: true,
  totalCents: true,
  paidCents: true,
  payerName: true,
  payerEmail: true,
  payerStreet: true,
  payerStreet2: true,
  payerCity: true,
  payerState: true,
  payerCountry: true,
  payerPostalCode: true,
  feesRemoved: true,
  company: { select: { path: true } },
  lines: {
    select: {
      id: true,
      itemId: true,
      itemCode: true,
      title: true,
      studentId: true,
      quantity: true,
      amountCents: true,
      feeCents: true,
      taxCents: true,
      shippingCents: true,
      totalCents: true,
      settlementAccountId: true,
    },
    orderBy: { id: "asc" },
  },
  payments: {
    select: { id: true, method: true, amountCents: true, cardBrand: true, cardLast4: true, checkNumber: true, createdAt: true },
    orderBy: { id: "asc" },
  },
} as const;

export async function findOrderInScope(ctx: ActorTxContext, orderId: number) {
  const order = await ctx.db.order.findUnique({ where: { id: orderId }, select: SUMMARY_SELECT });
  if (!order || !isCompanyInScope(ctx.actor, order.company.path)) throw new AppError("NOT_FOUND", CHECKOUT_MESSAGES.unknownOrder);
  return order;
}

/**
 * The order for its payer: the parent who paid it or whoever holds its receipt token. Who may is
 * decided before, by the receipt rung (packages/api trpc.ts `receiptProcedure`), because that rule
 * is about the order; here only an order that vanished meanwhile is unknown.
 */
export async function findOrderForPayer(ctx: Pick<ActorTxContext, "db">, orderId: number) {
  const order = await ctx.db.order.findUnique({ where: { id: orderId }, select: SUMMARY_SELECT });
  if (!order) throw new AppError("NOT_FOUND", CHECKOUT_MESSAGES.unknownOrder);
  return order;
}

type SummaryOrder = Awaited<ReturnType<typeof findOrderInScope>>;

/** The card brands every payee of the order takes: the rest is paid by one card to all of them. */
export async function orderAcceptedBrands(ctx: Pick<ActorTxContext, "db">, order: { lines: readonly { settlementAccountId: number | null }[] }): Promise<CardBrand[]> {
  const payeeIds = [...new Set(order.lines.map((line) => line.settlementAccountId).filter((id) => id !== null))];
  const payees = await ctx.db.settlementAccount.findMany({ where: { id: { in: payeeIds } }, select: { acceptedCardBrands: true } });
  return brandsAcceptedByAll(payees);
}

export interface OrderSummary {
  orderId: number;
  status: "PAID" | "PARTIAL" | "REFUNDED" | "VOID";
  totalCents: number;
  paidCents: number;
  dueCents: number;
  payerName: string;
  payerEmail: string | null;
  /**
   * The billing address the order's first card was given, so the card paying the rest is not
   * asked for it again (the card rules still require it,
   * docs/product/checkout-and-payments.md); null when the order has no full address.
   */
  payerAddress: BillingAddress | null;
  feesRemoved: boolean;
  lines: {
    lineId: number;
    itemId: number;
    itemCode: string;
    title: string;
    studentId: number | null;
    quantity: number;
    amountCents: number;
    feeCents: number;
    taxCents: number;
    shippingCents: number;
    totalCents: number;
  }[];
  payments: { paymentId: number; method: "CARD" | "CASH" | "CHECK"; amountCents: number; cardBrand: string | null; cardLast4: string | null; checkNumber: string | null; createdAt: Date }[];
  /** The payee the rest is paid to (the first line's; the legacy form posts it back as `payee`). */
  payeeId: number | null;
  /** So the payment form refuses a brand before sending it (see orderAcceptedBrands). */
  acceptedCardBrands: CardBrand[];
}

/** Staff at the terminal: an order of their company subtree. */
export async function orderSummary(ctx: ActorTxContext, orderId: number): Promise<OrderSummary> {
  return summaryOf(ctx, await findOrderInScope(ctx, orderId));
}

/** The parent who paid, or a receipt token's holder (admitted by the receipt rung). */
export async function orderSummaryForPayer(ctx: Pick<ActorTxContext, "db">, orderId: number): Promise<OrderSummary> {
  return summaryOf(ctx, await findOrderForPayer(ctx, orderId));
}

async function summaryOf(
  ctx: Pick<ActorTxContext, "db">,
  { companyId: _company, payerStreet, payerStreet2, payerCity, payerState, payerCountry, payerPostalCode, ...order }: SummaryOrder,
): Promise<OrderSummary> {
  const acceptedCardBrands = await orderAcceptedBrands(ctx, order);
  return {
    orderId: order.id,
    status: order.status,
    totalCents: order.totalCents,
    paidCents: order.paidCents,
    dueCents: order.status === "PARTIAL" ? amountDue(order.totalCents, [order.paidCents]) : 0,
    payerName: order.payerName,
    payerEmail: order.payerEmail,
    payerAddress: billingAddressOf({
      street: payerStreet,
      street2: payerStreet2,
      city: payerCity,
      state: payerState,
      country: payerCountry,
      postalCode: payerPostalCode,
    }),
    feesRemoved: order.feesRemoved,
    lines: order.lines.map(({ id, settlementAccountId: _payee, ...line }) => ({ lineId: id, ...line })),
    payments: order.payments.map(({ id, ...payment }) => ({ paymentId: id, ...payment })),
    payeeId: order.lines[0]?.settlementAccountId ?? null,
    acceptedCardBrands,
  };
}
