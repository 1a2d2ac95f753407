import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, PAYMENT_QUERY_CODES, finalPaymentErrorMessage } from "./messages.ts";

describe("payment messages", () => {
  it("maps the terminal's query codes to their messages (docs/product/terminal.md)", () => {
    expect(PAYMENT_QUERY_CODES).toEqual({ MIN_PAYMENT_ERROR: "Item cost must be greater than $0.01", NO_ITEMS_ADDED: "No Items added to cart" });
  });

  it("ends a final payment error with the contact-customer-service notice", () => {
    expect(finalPaymentErrorMessage("The card could not be charged.")).toBe(`The card could not be charged. ${PAYMENT_MESSAGES.contactCustomerService}`);
  });

  it("holds each message once", () => {
    const values = Object.values(PAYMENT_MESSAGES);
    expect(new Set(values).size).toBe(values.length);
  });
});
