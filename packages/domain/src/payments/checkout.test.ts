import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { checkoutProblem } from "./checkout.ts";

describe("checkoutProblem (docs/product/checkout-and-payments.md)", () => {
  it.each([
    [[], PAYMENT_MESSAGES.noItemsSelected],
    [[{ amountCents: 2500 }], null],
    [[{ amountCents: 2500 }, { amountCents: 1 }], PAYMENT_MESSAGES.minimumPayment],
    [[{ amountCents: 0 }], PAYMENT_MESSAGES.minimumPayment],
    [[{ amountCents: 2 }], null],
  ])("%j → %j", (lines, message) => {
    expect(checkoutProblem(lines)).toBe(message);
  });
});
