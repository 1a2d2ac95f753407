import { MAX_LINE_CENTS, MAX_ORDER_CENTS, PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { formatCents } from "../items/money.ts";
import { lineAmountProblem, orderAmountProblem } from "./amount-limits.ts";

describe("lineAmountProblem: price × quantity of one line", () => {
  it.each([
    [10_000_000, 1, null],
    [10_000, 1000, null],
    [10_001, 1000, PAYMENT_MESSAGES.lineTooLarge],
    [10_000_000, 1000, PAYMENT_MESSAGES.lineTooLarge],
    [10_000_001, 1, PAYMENT_MESSAGES.lineTooLarge],
  ])("%i cents × %i → %j", (unit, quantity, problem) => {
    expect(lineAmountProblem(unit, quantity)).toBe(problem);
  });
});

describe("orderAmountProblem: the order's total", () => {
  it.each([
    [MAX_ORDER_CENTS, null],
    [MAX_ORDER_CENTS + 1, PAYMENT_MESSAGES.orderTooLarge],
  ])("%i cents → %j", (total, problem) => {
    expect(orderAmountProblem(total)).toBe(problem);
  });
});

describe("the messages name the caps they enforce", () => {
  it.each([
    [PAYMENT_MESSAGES.lineTooLarge, MAX_LINE_CENTS],
    [PAYMENT_MESSAGES.orderTooLarge, MAX_ORDER_CENTS],
  ])("%s", (message, cents) => {
    expect(message).toContain(formatCents(cents));
  });
});
