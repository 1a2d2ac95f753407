import type { APIRequestContext, Page } from "@playwright/test";

/** What `refunds.forOrder` answers, as far as a test picks an order by it. */
interface OrderRefundsAnswer {
  orderStatus: string;
  mayRefund: boolean;
  payments: { paymentId: number; method: string; amountCents: number; option: { action: string; maxCents?: number } }[];
}

/** The refunds section of the transaction detail page (components/OrderRefunds) and its dialog. */
export class OrderRefundsSection {
  constructor(private readonly page: Page) {}

  section() {
    return this.page.getByRole("region", { name: "Refunds" });
  }

  paymentRow(paymentId: number) {
    return this.page.getByTestId(`refund-payment-${paymentId}`);
  }

  refundButton(paymentId: number) {
    return this.paymentRow(paymentId).getByRole("button", { name: /^Refund / });
  }

  dialog() {
    return this.page.getByRole("dialog", { name: "Refund payment" });
  }

  async fill(amount: string, reason: string): Promise<void> {
    await this.dialog().getByLabel("Amount to refund").fill(amount);
    await this.dialog().getByLabel("Reason").fill(reason);
  }

  submit() {
    return this.dialog().getByRole("button", { name: "Refund", exact: true }).click();
  }

  refundsMade() {
    return this.page.getByRole("table", { name: "Refunds made" }).locator("tbody tr");
  }
}

/**
 * A seeded order of the signed-in staff's school whose card payment has settled (the demo orders
 * are days old), so part of it can be refunded: asked of `refunds.forOrder` over tRPC, order by
 * order. Answers the order and the payment.
 */
export async function settledCardOrder(request: APIRequestContext, module: string, minimumCents: number): Promise<{ orderId: number; paymentId: number; amountCents: number }> {
  for (let orderId = 1; orderId <= 400; orderId++) {
    // The API's transformer (superjson) wraps plain JSON in `json` both ways.
    const input = encodeURIComponent(JSON.stringify({ json: { module, orderId } }));
    const res = await request.get(`/trpc/refunds.forOrder?input=${input}`);
    if (res.status() !== 200) continue;
    const answer = (await res.json()).result.data.json as OrderRefundsAnswer;
    const payment = answer.payments.find((p) => p.method === "CARD" && p.option.action === "refund" && p.amountCents === p.option.maxCents && p.amountCents >= minimumCents);
    if (answer.mayRefund && answer.orderStatus === "PAID" && payment) return { orderId, paymentId: payment.paymentId, amountCents: payment.amountCents };
  }
  throw new Error("no seeded order with a settled, unrefunded card payment");
}
