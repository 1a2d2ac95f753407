// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { OrderSummaryView, type OrderSummaryData } from "./OrderSummaryView.tsx";

function order(overrides: Partial<OrderSummaryData> = {}): OrderSummaryData {
  return {
    orderId: 217,
    status: "PARTIAL",
    totalCents: 3900,
    paidCents: 2500,
    dueCents: 1400,
    payerName: "Ada Lovelace",
    payerEmail: "ada@demo.test",
    payerAddress: null,
    feesRemoved: false,
    lines: [
      { lineId: 1, itemId: 9, itemCode: "TRIP", title: "Field trip", studentId: null, quantity: 3, amountCents: 1200, feeCents: 300, taxCents: 0, shippingCents: 0, totalCents: 3900 },
    ],
    payments: [{ paymentId: 5, method: "CARD", amountCents: 2500, cardBrand: "visa", cardLast4: "4242", checkNumber: null, createdAt: new Date("2026-11-02T15:00:00Z") }],
    payeeId: 3,
    acceptedCardBrands: ["visa", "mastercard"],
    ...overrides,
  } as OrderSummaryData;
}

function renderView(data: OrderSummaryData) {
  return renderUI(
    <MemoryRouter>
      <OrderSummaryView order={data} mode="online" onPay={vi.fn()} onOutcome={vi.fn()} paidInFull={<a href="/receipt/217">See the receipt</a>} />
    </MemoryRouter>,
  );
}

const amountOf = (row: string) => screen.getByRole("rowheader", { name: row }).closest("tr")!.querySelector("td")!.textContent;

describe("OrderSummaryView", () => {
  it("shows what the order came to, what was paid and what is still due, and how it was paid", () => {
    renderView(order());
    expect(screen.getByRole("heading", { level: 2, name: "Summary" })).toBeTruthy();
    expect(screen.getByText("Partially paid")).toBeTruthy();
    expect(amountOf("Order total")).toBe("$39.00");
    expect(amountOf("Paid")).toBe("$25.00");
    expect(amountOf("Due")).toBe("$14.00");
    const items = screen.getByRole("list", { name: "Items of the order" });
    expect(within(items).getByText("Field trip")).toBeTruthy();
    expect(within(items).getByText("$12.00 × 3 + $3.00 fee + $0.00 tax = $39.00")).toBeTruthy();
    const payments = screen.getByRole("list", { name: "Payments of the order" });
    expect(within(payments).getByText("Visa ending 4242")).toBeTruthy();
    expect(within(payments).getByText("$25.00")).toBeTruthy();
  });

  it("offers the payment form for the rest while something is due", () => {
    renderView(order());
    expect(screen.getByRole("button", { name: /Pay the rest/ })).toBeTruthy();
    expect(screen.queryByText("This order is paid in full.")).toBeNull();
    expect(screen.queryByRole("link", { name: "See the receipt" })).toBeNull();
  });

  it("says the order is paid in full, and offers what it is given instead of the form, once nothing is due", () => {
    renderView(order({ status: "PAID", paidCents: 3900, dueCents: 0 }));
    // "Paid" twice: the status beside the heading and the row of what was paid.
    expect(screen.getAllByText("Paid")).toHaveLength(2);
    expect(screen.queryByText("Partially paid")).toBeNull();
    expect(amountOf("Due")).toBe("$0.00");
    expect(screen.getByText("This order is paid in full.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the receipt" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay the rest/ })).toBeNull();
  });
});
