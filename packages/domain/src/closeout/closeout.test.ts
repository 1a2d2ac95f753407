import { CLOSEOUT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import type { Actor } from "../access.ts";
import type { Permission } from "../permissions.ts";
import { mayCloseOut, mayReadCloseout } from "./access.ts";
import {
  closeoutDifference,
  describeCheckCountDifference,
  describeDifference,
  expectedFromTenders,
  readCountedAmount,
  readCountedChecks,
  type CloseoutTender,
} from "./closeout.ts";

let nextId = 1;
const tender = (method: CloseoutTender["method"], paidCents: number, refundedCents = 0, checkNumber: string | null = null): CloseoutTender => {
  const id = nextId++;
  return { paymentId: id, orderId: 100 + id, method, paidCents, refundedCents, checkNumber };
};

describe("expectedFromTenders", () => {
  it.each([
    ["nothing taken", [], { cash: [0, 0], check: [0, 0] }],
    ["one cash sale", [tender("CASH", 2500)], { cash: [1, 2500], check: [0, 0] }],
    ["a card sale never reaches the drawer", [tender("CARD", 9900), tender("CASH", 100)], { cash: [1, 100], check: [0, 0] }],
    ["a partial cash refund nets against the cash", [tender("CASH", 2000, 300)], { cash: [1, 1700], check: [0, 0] }],
    ["cash given back in full leaves the drawer: neither counted nor summed", [tender("CASH", 2000, 2000), tender("CASH", 500)], { cash: [1, 500], check: [0, 0] }],
    ["a voided card (refunded in full) changes nothing", [tender("CARD", 1000, 1000)], { cash: [0, 0], check: [0, 0] }],
    ["two checks and cash", [tender("CHECK", 1000, 0, "1042"), tender("CASH", 700), tender("CHECK", 2550, 50, "7")], { cash: [1, 700], check: [2, 3500] }],
    ["a card-then-cash order counts only its cash tender", [tender("CARD", 1000), tender("CASH", 500)], { cash: [1, 500], check: [0, 0] }],
  ] as const)("%s", (_what, tenders, want) => {
    const expected = expectedFromTenders(tenders);
    expect([expected.cash.count, expected.cash.cents]).toEqual(want.cash);
    expect([expected.check.count, expected.check.cents]).toEqual(want.check);
    expect(expected.check.checks.reduce((sum, c) => sum + c.cents, 0)).toBe(expected.check.cents);
  });

  it("lists each check with its number and what it still brings, in the order taken", () => {
    const first = tender("CHECK", 1000, 0, "1042");
    const second = tender("CHECK", 2550, 50, null);
    expect(expectedFromTenders([first, second]).check.checks).toEqual([
      { paymentId: first.paymentId, orderId: first.orderId, checkNumber: "1042", cents: 1000 },
      { paymentId: second.paymentId, orderId: second.orderId, checkNumber: "", cents: 2500 },
    ]);
  });
});

describe("closeoutDifference and its words", () => {
  const expected = expectedFromTenders([tender("CASH", 2500), tender("CHECK", 1000, 0, "1")]);
  it.each([
    ["balanced", { countedCashCents: 2500, countedCheckCents: 1000, countedCheckCount: 1 }, { cashCents: 0, checkCents: 0, checkCount: 0, totalCents: 0 }],
    ["cash short", { countedCashCents: 2300, countedCheckCents: 1000, countedCheckCount: 1 }, { cashCents: -200, checkCents: 0, checkCount: 0, totalCents: -200 }],
    ["cash over, a check missing", { countedCashCents: 2600, countedCheckCents: 0, countedCheckCount: 0 }, { cashCents: 100, checkCents: -1000, checkCount: -1, totalCents: -900 }],
  ] as const)("%s", (_what, counted, want) => {
    expect(closeoutDifference(expected, counted)).toEqual(want);
  });

  it.each([
    [0, "Balanced"],
    [125, "Over by $1.25"],
    [-50, "Short by $0.50"],
    [-123456, "Short by $1,234.56"],
  ] as const)("%i cents reads %s", (cents, words) => {
    expect(describeDifference(cents)).toBe(words);
  });

  it.each([
    [0, ""],
    [1, "1 check more than expected"],
    [-2, "2 checks fewer than expected"],
  ] as const)("%i checks reads %j", (n, words) => {
    expect(describeCheckCountDifference(n)).toBe(words);
  });
});

describe("readCountedAmount: exactly what was typed, in integer cents", () => {
  it.each([
    ["0", 0],
    ["125.5", 12550],
    ["125.50", 12550],
    ["$125.50", 12550],
    [" $ 1,234.05 ", 123405],
    [".75", 75],
    ["10.", 1000],
    ["1000000", 100_000_000],
    // Floating point would make this 1.1499999…: integer arithmetic keeps the cent.
    ["1.15", 115],
  ] as const)("%j is %i cents", (raw, cents) => {
    expect(readCountedAmount(raw)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", CLOSEOUT_MESSAGES.cashRequired],
    ["   ", CLOSEOUT_MESSAGES.cashRequired],
    ["12.345", CLOSEOUT_MESSAGES.amountInvalid],
    ["1.2.3", CLOSEOUT_MESSAGES.amountInvalid],
    ["-5", CLOSEOUT_MESSAGES.amountInvalid],
    ["12,34", CLOSEOUT_MESSAGES.amountInvalid],
    ["abc", CLOSEOUT_MESSAGES.amountInvalid],
    [".", CLOSEOUT_MESSAGES.amountInvalid],
    ["1e3", CLOSEOUT_MESSAGES.amountInvalid],
    ["1000000.01", CLOSEOUT_MESSAGES.amountTooLarge],
    ["99999999999999", CLOSEOUT_MESSAGES.amountTooLarge],
  ] as const)("%j is refused: %s", (raw, message) => {
    expect(readCountedAmount(raw)).toEqual({ ok: false, message });
  });

  it("names the field left blank", () => {
    expect(readCountedAmount("", CLOSEOUT_MESSAGES.checksRequired)).toEqual({ ok: false, message: CLOSEOUT_MESSAGES.checksRequired });
  });

  it.each([
    ["0", { ok: true, count: 0 }],
    [" 3 ", { ok: true, count: 3 }],
    ["", { ok: false, message: CLOSEOUT_MESSAGES.checkCountInvalid }],
    ["2.5", { ok: false, message: CLOSEOUT_MESSAGES.checkCountInvalid }],
    ["-1", { ok: false, message: CLOSEOUT_MESSAGES.checkCountInvalid }],
  ] as const)("checks counted %j", (raw, want) => {
    expect(readCountedChecks(raw)).toEqual(want);
  });
});

type Who = Pick<Actor, "kind" | "userId" | "companyPath" | "permissions">;
const who = (kind: Who["kind"], userId: number, companyPath: string, permissions: Permission[] = []): Who => ({ kind, userId, companyPath, permissions: new Set(permissions) });

describe("mayReadCloseout and mayCloseOut", () => {
  const closeout = { userId: 7, companyPath: "/1/2/3/" };
  it.each([
    ["the staff member whose day it is, at the terminal", who("ADMIN", 7, "/1/2/3/", ["terminal.manage"]), true],
    ["the same person no longer at the terminal", who("ADMIN", 7, "/1/2/3/", []), false],
    ["another terminal clerk of the school", who("ADMIN", 8, "/1/2/3/", ["terminal.manage"]), false],
    ["the school's report reader", who("ADMIN", 8, "/1/2/3/", ["reports.view"]), true],
    ["the district's report reader above it", who("ADMIN", 9, "/1/2/", ["reports.view"]), true],
    ["a sister school's report reader", who("ADMIN", 9, "/1/2/4/", ["reports.view", "terminal.manage"]), false],
    ["control staff", who("CONTROL", 1, "/1/"), true],
    ["a parent holding the permission by mistake", who("PARENT", 7, "/1/2/3/", ["reports.view", "terminal.manage"]), false],
  ] as const)("%s: %s", (_what, actor, expected) => {
    expect(mayReadCloseout(actor, closeout)).toBe(expected);
  });

  it.each([
    ["terminal staff", who("ADMIN", 1, "/1/", ["terminal.manage"]), true],
    ["report readers without the terminal", who("ADMIN", 1, "/1/", ["reports.view"]), false],
    ["control staff", who("CONTROL", 1, "/1/"), true],
    ["a parent", who("PARENT", 1, "/1/", ["terminal.manage"]), false],
  ] as const)("%s may close out: %s", (_what, actor, expected) => {
    expect(mayCloseOut(actor)).toBe(expected);
  });
});
