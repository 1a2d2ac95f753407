import { SIMULATOR_CARDS } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import { planDemoPayments } from "./demo-orders-payments.ts";
import { planDemoOrders } from "./demo-orders.ts";

const { orders } = planDemoOrders();
const details = planDemoPayments(orders);
const paired = orders.map((order, i) => ({ order, ...details[i]! }));
const payments = paired.flatMap((p) => p.payments.map((payment) => ({ ...p, payment })));

describe("how the demo orders were paid", () => {
  it("is the same on every call", () => {
    expect(planDemoPayments(orders)).toEqual(details);
  });

  it("pays every order's paid amount exactly, refunds keep nothing", () => {
    for (const { order, payments: list } of paired) {
      expect(list.reduce((sum, p) => sum + p.amountCents, 0)).toBe(order.paidCents);
      if (order.status === "REFUNDED") expect(list).toEqual([]);
    }
  });

  it("uses every method: card with brand, last four, expiry and token; cash; check with a number", () => {
    const methods = new Set(payments.map((p) => p.payment.method));
    expect(methods).toEqual(new Set(["CARD", "CASH", "CHECK"]));
    for (const { payment } of payments) {
      if (payment.method === "CARD") {
        expect(payment.card).toMatchObject({ brand: expect.stringMatching(/^(visa|mc|disc|amex)$/), last4: expect.stringMatching(/^\d{4}$/), gatewayToken: expect.stringMatching(/^sim_tok_/) });
        expect(payment.card!.expYear).toBeGreaterThanOrEqual(2028);
      } else expect(payment.card).toBeNull();
      expect(payment.checkNumber !== null).toBe(payment.method === "CHECK");
    }
    expect(new Set(payments.filter((p) => p.payment.card).map((p) => p.payment.card!.brand))).toEqual(new Set(["visa", "mc", "disc", "amex"]));
  });

  it("pays partial authorizations and online orders by card; partial ones with the simulator's partial card", () => {
    for (const { order, payment } of payments) {
      if (order.status === "PARTIAL" || order.source === "ONLINE") expect(payment.method).toBe("CARD");
      if (order.status === "PARTIAL") expect(payment.card!.last4).toBe(SIMULATOR_CARDS.partial[0].slice(-4));
    }
  });

  it("books each payment per line and kind, adding up to the payment, full payments to the parts exactly", () => {
    for (const { order, payment } of payments) {
      expect(payment.ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(payment.amountCents);
      const partsAddUp = order.lines.every((l) => l.amountCents * l.quantity + l.taxCents + l.shippingCents + l.feeCents === l.totalCents);
      if (order.status === "PAID" && partsAddUp) {
        for (const [index, line] of order.lines.entries()) {
          const booked = (kind: string) => payment.ledger.filter((r) => r.line === index && r.kind === kind).reduce((s, r) => s + r.amountCents, 0);
          expect([booked("SALE"), booked("TAX"), booked("SHIPPING"), booked("FEE")]).toEqual([line.amountCents * line.quantity, line.taxCents, line.shippingCents, line.feeCents]);
        }
      }
    }
    expect(payments.some((p) => p.payment.ledger.some((r) => r.kind === "TAX"))).toBe(true);
    expect(payments.some((p) => p.payment.ledger.some((r) => r.kind === "FEE"))).toBe(true);
    expect(payments.some((p) => p.payment.ledger.some((r) => r.kind === "SHIPPING"))).toBe(true);
  });

  it("keeps the payer's address for card payments only", () => {
    for (const { address, payments: list } of paired) {
      if (list[0]?.method === "CARD") expect(address).toMatchObject({ city: "Springfield", state: "IL", country: "USA", postalCode: expect.stringMatching(/^627\d\d$/) });
      if (list[0] && list[0].method !== "CARD") expect(address).toBeNull();
    }
  });
});
