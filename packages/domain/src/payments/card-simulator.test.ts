import { CARD_BRANDS, PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { checkCardNumber } from "./card-number.ts";
import { SIMULATOR_CARDS, simulateCardCharge, simulateRefundAvailability, simulateStoredCharge, simulatorTokenPrefix } from "./card-simulator.ts";

describe("simulateCardCharge (docs/product/checkout-and-payments.md)", () => {
  it.each(SIMULATOR_CARDS.approved)("approves %s in full", (digits) => {
    expect(simulateCardCharge(digits, 6285)).toEqual({ outcome: "approved", approvedCents: 6285 });
  });

  it.each(SIMULATOR_CARDS.declined)("declines %s", (digits) => {
    expect(simulateCardCharge(digits, 6285)).toEqual({ outcome: "declined", message: "The transaction was declined. Please try again." });
  });

  it("approves half of the total, rounded down, for the partial card", () => {
    expect(simulateCardCharge("4000000000000119", 6285)).toEqual({ outcome: "partial", approvedCents: 3142, dueCents: 3143 });
    expect(simulateCardCharge("4000000000000119", 1)).toEqual({ outcome: "partial", approvedCents: 0, dueCents: 1 });
  });

  it("answers the final payment error with the contact-customer-service notice when the gateway is down", () => {
    const charge = simulateCardCharge("4000000000000127", 6285);
    expect(charge.outcome).toBe("unavailable");
    expect(charge.outcome === "unavailable" && charge.message.endsWith(PAYMENT_MESSAGES.contactCustomerService)).toBe(true);
  });

  it("approves a valid number outside the table", () => {
    expect(simulateCardCharge("4222222222222", 100)).toEqual({ outcome: "approved", approvedCents: 100 });
  });

  it("lists only numbers that pass every card rule, so each outcome can be reached", () => {
    for (const digits of Object.values(SIMULATOR_CARDS).flat()) expect(checkCardNumber(digits, CARD_BRANDS).ok, digits).toBe(true);
  });
});

describe("simulateStoredCharge: the token's prefix decides, so tokens outlive a simulator restart", () => {
  it.each([
    ["tok_approves_abc", 6285, { outcome: "approved", approvedCents: 6285 }],
    ["sim_tok_0123abcd", 6285, { outcome: "approved", approvedCents: 6285 }],
    ["tok_partial_abc", 6285, { outcome: "partial", approvedCents: 3142, dueCents: 3143 }],
    ["tok_declines_abc", 6285, { outcome: "declined", message: "The transaction was declined. Please try again." }],
  ] as const)("%s charging %i cents", (token, cents, expected) => {
    expect(simulateStoredCharge(token, cents)).toEqual(expected);
  });

  it("finds the gateway unavailable for an unavailable token", () => {
    expect(simulateStoredCharge("tok_unavailable_abc", 100).outcome).toBe("unavailable");
  });

  it("issues tokens whose prefix repeats the card's outcome", () => {
    expect(simulateStoredCharge(`${simulatorTokenPrefix("approved")}x`, 10).outcome).toBe("approved");
    expect(simulateStoredCharge(`${simulatorTokenPrefix("partial")}x`, 10).outcome).toBe("partial");
  });
});

describe("simulateRefundAvailability", () => {
  it.each([
    ["txn_abc", "available"],
    ["sim_txn_abc", "available"],
    ["txn_unavailable_abc", "unavailable"],
  ] as const)("%s is %s", (transactionId, expected) => {
    expect(simulateRefundAvailability(transactionId)).toBe(expected);
  });
});
