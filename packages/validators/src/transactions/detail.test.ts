import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../payments/messages.ts";
import { TXN_DETAIL_MESSAGES, ZTransactionUpdateRequestSchema } from "./detail.ts";

const base = { module: "school", orderId: 7, memo: "Payer called" } as const;
const firstMessage = (input: unknown) => {
  const parsed = ZTransactionUpdateRequestSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("ZTransactionUpdateRequestSchema", () => {
  it("trims the payor's details and reads an empty one as cleared", () => {
    expect(ZTransactionUpdateRequestSchema.parse({ ...base, payor: { name: "  Pat  ", street2: "", email: " p@example.test " } }).payor).toEqual({
      name: "Pat",
      street2: null,
      email: "p@example.test",
    });
  });

  it("leaves out what was not sent (absent = unchanged)", () => {
    expect(ZTransactionUpdateRequestSchema.parse({ ...base, lines: [{ lineId: 3, memo: "x" }] }).lines).toEqual([{ lineId: 3, memo: "x" }]);
  });

  it("reads custom fields sent as JSON text, as the legacy forms send them", () => {
    expect(ZTransactionUpdateRequestSchema.parse({ ...base, lines: [{ lineId: 3, cfs: '{"Size":"L"}' }] }).lines?.[0]?.cfs).toEqual({ Size: "L" });
  });

  it.each<[string, unknown, string]>([
    ["no memo", { ...base, memo: undefined }, TXN_DETAIL_MESSAGES.memoRequired],
    ["a blank memo", { ...base, memo: "   " }, TXN_DETAIL_MESSAGES.memoRequired],
    ["a blank payor name", { ...base, payor: { name: "" } }, PAYMENT_MESSAGES.payerNameBlank],
    ["a bad e-mail", { ...base, payor: { email: "nope" } }, PAYMENT_MESSAGES.invalidEmail],
    ["a too long city", { ...base, payor: { city: "x".repeat(101) } }, PAYMENT_MESSAGES.fieldTooLong],
  ])("refuses %s with its message", (_what, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it("has no amount to edit: an amount sent is not read", () => {
    const parsed = ZTransactionUpdateRequestSchema.parse({ ...base, lines: [{ lineId: 3, amountCents: 1 }] });
    expect(parsed.lines?.[0]).toEqual({ lineId: 3 });
  });
});
