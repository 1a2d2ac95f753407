import { describe, expect, it } from "vitest";
import { ZCheckoutRequestSchema, ZDollarAmountCents, ZPayRestRequestSchema } from "./checkout.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

const cash = { payment_method: "cash", name: "Pat Payer", postal_code: "62701" };

describe("ZCheckoutRequestSchema (docs/product/checkout-and-payments.md)", () => {
  it("takes the payment object, the items to pay and an idempotency key", () => {
    expect(ZCheckoutRequestSchema.parse({ ...cash, items: ["3", 4], idempotency_key: " k-1 " })).toMatchObject({ method: "cash", items: [3, 4], idempotency_key: "k-1" });
  });

  it("pays the whole cart when no items are named", () => {
    const parsed = ZCheckoutRequestSchema.parse(cash);
    expect(parsed.method).toBe("cash");
    expect(parsed.items).toBeUndefined();
  });

  it("refuses an empty list of items with the product's message", () => {
    const result = ZCheckoutRequestSchema.safeParse({ ...cash, items: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PAYMENT_MESSAGES.noItemsSelected]);
  });

  it("reports the payment's problems too", () => {
    const result = ZCheckoutRequestSchema.safeParse({ ...cash, name: "" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["name", PAYMENT_MESSAGES.payerNameBlank]]);
  });
});

describe("ZDollarAmountCents: dollars into integer cents, no float", () => {
  it.each([
    ["31.43", 3143],
    ["$31.4", 3140],
    ["31", 3100],
    [31.43, 3143],
    [0.29, 29],
    ["100000", 10_000_000],
    ["0.01", 1],
  ])("%j → %i", (input, cents) => {
    expect(ZDollarAmountCents.parse(input)).toBe(cents);
  });

  it.each(["", "0", "0.00", "-1", "1.005", "abc", "100000.01", "1e3", null])("refuses %j", (input) => {
    const result = ZDollarAmountCents.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PAYMENT_MESSAGES.amountRequired]);
  });
});

describe("ZPayRestRequestSchema (order summary)", () => {
  it("takes the order, the payee and the amount with the payment", () => {
    expect(ZPayRestRequestSchema.parse({ ...cash, order_id: "12", payee: 3, amount: "31.43" })).toMatchObject({ order_id: 12, payee: 3, amount: 3143, method: "cash" });
  });

  it("reports a missing amount and the payment's problems together", () => {
    const result = ZPayRestRequestSchema.safeParse({ ...cash, name: "", order_id: 12, payee: 3, amount: "" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["amount", PAYMENT_MESSAGES.amountRequired],
      ["name", PAYMENT_MESSAGES.payerNameBlank],
    ]);
  });
});
