import { receiptPaymentLabel } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import { paymentLabel, type RefundablePaymentRow } from "./labels.ts";

const row = (method: RefundablePaymentRow["method"], more: Partial<RefundablePaymentRow> = {}): RefundablePaymentRow => ({
  paymentId: 1,
  method,
  amountCents: 1500,
  refundedCents: 0,
  cardBrand: null,
  cardLast4: null,
  checkNumber: null,
  ...more,
});

describe("a refundable payment is worded as its receipt words it", () => {
  it.each([
    [row("CHECK", { checkNumber: "1042" }), "Check #1042"],
    [row("CHECK"), "Check"],
    [row("CARD", { cardBrand: "visa", cardLast4: "1111" }), "Visa ending 1111"],
    [row("CASH"), "Cash"],
  ])("%o → %s", (payment, text) => {
    expect(paymentLabel(payment)).toBe(text);
    expect(paymentLabel(payment)).toBe(receiptPaymentLabel(payment));
  });
});
