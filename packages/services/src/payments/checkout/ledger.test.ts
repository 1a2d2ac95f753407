import { describe, expect, it } from "vitest";
import { type LedgerPart, splitPayment } from "./ledger.ts";

const sum = (shares: { amountCents: number }[]) => shares.reduce((total, share) => total + share.amountCents, 0);

describe("splitPayment", () => {
  const parts: LedgerPart[] = [
    { line: 0, kind: "SALE", mills4: 2_500_00 },
    { line: 0, kind: "TAX", mills4: 20_62 },
    { line: 0, kind: "FEE", mills4: 1_03_75 },
    { line: 1, kind: "SALE", mills4: 10_00_00 },
    { line: 1, kind: "SHIPPING", mills4: 5_00_00 },
  ];
  it.each([
    ["the whole (rounded) total", 4124],
    ["half of it, a partial authorization", 2062],
    ["the rest after the partial", 2062],
    ["one cent", 1],
    ["nothing", 0],
  ])("books %s exactly: the rows add up to the payment", (_name, amount) => {
    const shares = splitPayment(amount, parts);
    expect(sum(shares)).toBe(amount);
    expect(shares.every((share) => Number.isInteger(share.amountCents) && share.amountCents > 0)).toBe(true);
  });

  it("gives each part its proportion, the cents left over to the largest remainders", () => {
    // 4124.37 cents exact, charged 4124: every part is scaled by 4124/4124.37 and rounded down
    // (2499, 20, 103, 999, 499 = 4120); the four cents left go to shipping (.955), the second
    // sale (.91), the first sale (.78) and the fee (.74), not to tax (.618).
    expect(splitPayment(4124, parts)).toEqual([
      { line: 0, kind: "SALE", amountCents: 2500 },
      { line: 0, kind: "TAX", amountCents: 20 },
      { line: 0, kind: "FEE", amountCents: 104 },
      { line: 1, kind: "SALE", amountCents: 1000 },
      { line: 1, kind: "SHIPPING", amountCents: 500 },
    ]);
  });

  it("leaves out parts of nothing and refuses a payment with nothing to book it to", () => {
    expect(splitPayment(100, [{ line: 0, kind: "SALE", mills4: 100_00 }, { line: 0, kind: "FEE", mills4: 0 }])).toEqual([{ line: 0, kind: "SALE", amountCents: 100 }]);
    expect(() => splitPayment(100, [])).toThrow(RangeError);
    expect(() => splitPayment(-1, parts)).toThrow(RangeError);
  });

  it("stays exact where floating point would not (large amounts)", () => {
    const big: LedgerPart[] = [
      { line: 0, kind: "SALE", mills4: 9_999_999_99 },
      { line: 1, kind: "SALE", mills4: 1 },
    ];
    expect(sum(splitPayment(10_000_000, big))).toBe(10_000_000);
  });
});
