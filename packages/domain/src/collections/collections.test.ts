import { describe, expect, it } from "vitest";
import { collectionState, reminderNeedsToken, reminderTarget, totalsByCompany } from "./collections.ts";

describe("collectionState", () => {
  it.each([
    [0, "DUE"],
    [1, "REMINDED"],
    [3, "REMINDED"],
  ] as const)("%i reminders → %s", (reminders, expected) => {
    expect(collectionState(reminders)).toBe(expected);
  });
});

describe("reminderTarget", () => {
  const resolve = (target: ReturnType<typeof reminderTarget>) => (reminderNeedsToken(target) ? target.path("tok/en") : target.path);
  it.each([
    ["a parent's partial order: their pay-the-rest page", "PARTIAL_ORDER", 7, 3, "parent-pay-rest", "/parent/rest/7"],
    ["a guest's partial order: the token's pay-the-rest page", "PARTIAL_ORDER", 7, null, "token-pay-rest", "/pay/rest/7/tok%2Fen"],
    ["a parent's failed charge: their receipt", "FAILED_CHARGE", 8, 3, "parent-receipt", "/parent/history/8"],
    ["a guest's returned check: the token's receipt", "RETURNED_CHECK", 9, null, "token-receipt", "/pay/success/9/tok%2Fen"],
  ] as const)("%s", (_name, source, orderId, payerUserId, kind, path) => {
    const target = reminderTarget(source, orderId, payerUserId);
    expect(target.kind).toBe(kind);
    expect(resolve(target)).toBe(path);
  });
});

describe("totalsByCompany", () => {
  it("sums per company, largest amount first, ties by name", () => {
    const rows = [
      { companyId: 2, companyName: "Lincoln", amountCents: 500 },
      { companyId: 3, companyName: "Adams", amountCents: 700 },
      { companyId: 2, companyName: "Lincoln", amountCents: 250 },
      { companyId: 4, companyName: "Byrd", amountCents: 700 },
    ];
    expect(totalsByCompany(rows)).toEqual([
      { companyId: 2, companyName: "Lincoln", count: 2, amountCents: 750 },
      { companyId: 3, companyName: "Adams", count: 1, amountCents: 700 },
      { companyId: 4, companyName: "Byrd", count: 1, amountCents: 700 },
    ]);
  });
  it("is empty for no rows", () => {
    expect(totalsByCompany([])).toEqual([]);
  });
});
