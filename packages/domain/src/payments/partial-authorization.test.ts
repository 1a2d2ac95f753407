import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { amountDue, halfApproved, payRestProblem } from "./partial-authorization.ts";

describe("halfApproved (docs/product/checkout-and-payments.md: half, rounded down to the cent)", () => {
  it.each([
    [6285, 3142, 3143],
    [6284, 3142, 3142],
    [1, 0, 1],
    [0, 0, 0],
    [10_000_000, 5_000_000, 5_000_000],
    [30_009_000_001, 15_004_500_000, 15_004_500_001],
  ])("%i cents: %i approved, %i due", (total, approvedCents, dueCents) => {
    expect(halfApproved(total)).toEqual({ approvedCents, dueCents });
  });

  it("refuses what is not integer cents", () => {
    expect(() => halfApproved(10.5)).toThrow(RangeError);
    expect(() => halfApproved(-2)).toThrow(RangeError);
  });
});

describe("paying the rest from the order summary", () => {
  it("owes the total less what was approved, never below 0", () => {
    expect(amountDue(6285, [3142])).toBe(3143);
    expect(amountDue(6285, [3142, 3143])).toBe(0);
    expect(amountDue(6285, [])).toBe(6285);
    expect(amountDue(6285, [7000])).toBe(0);
  });

  it("pays the rest in one go or in parts", () => {
    const partial = halfApproved(6285);
    expect(payRestProblem(partial.dueCents, partial.dueCents)).toBeNull();
    expect(payRestProblem(partial.dueCents, 1000)).toBeNull();
    // A partial authorization of the rest leaves half of it due.
    const rest = halfApproved(partial.dueCents);
    expect(amountDue(6285, [partial.approvedCents, rest.approvedCents])).toBe(rest.dueCents);
  });

  it.each([
    [3143, 0, PAYMENT_MESSAGES.amountRequired],
    [3143, -1, PAYMENT_MESSAGES.amountRequired],
    [3143, 3144, PAYMENT_MESSAGES.payRestTooMuch],
    [0, 1, PAYMENT_MESSAGES.payRestTooMuch],
  ])("%i due, paying %i → %j", (due, amount, message) => {
    expect(payRestProblem(due, amount)).toBe(message);
  });
});
