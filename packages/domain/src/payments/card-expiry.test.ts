import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { cardExpiryProblem, isCardExpired, readCardExpiry } from "./card-expiry.ts";

// 15 June 2026, noon UTC.
const NOW = new Date(Date.UTC(2026, 5, 15, 12));

describe("readCardExpiry", () => {
  it.each([
    ["6", "26", { month: 6, year: 2026 }],
    ["06", "2026", { month: 6, year: 2026 }],
    [" 12 ", " 30 ", { month: 12, year: 2030 }],
    ["1", "2099", { month: 1, year: 2099 }],
    ["0", "26", null],
    ["13", "26", null],
    ["", "26", null],
    ["06", "", null],
    ["06", "202", null],
    ["06", "20266", null],
    ["6a", "26", null],
    ["-1", "26", null],
  ])("month %j year %j → %j", (month, year, expected) => {
    expect(readCardExpiry(month, year)).toEqual(expected);
  });
});

describe("isCardExpired: good through the last day of its month (docs/product/checkout-and-payments.md)", () => {
  it.each([
    [{ month: 6, year: 2026 }, false, "this month"],
    [{ month: 5, year: 2026 }, true, "last month"],
    [{ month: 7, year: 2026 }, false, "next month"],
    [{ month: 12, year: 2025 }, true, "last year, later month"],
    [{ month: 1, year: 2027 }, false, "next year, earlier month"],
  ])("%j expired: %s (%s)", (expiry, expired) => {
    expect(isCardExpired(expiry, NOW)).toBe(expired);
  });

  it("reads the month in UTC, not the machine's time zone", () => {
    // 1 July 00:30 UTC is still 30 June in Chicago (the tests' TZ): the June card is expired.
    const justAfterMidnightUtc = new Date(Date.UTC(2026, 6, 1, 0, 30));
    expect(isCardExpired({ month: 6, year: 2026 }, justAfterMidnightUtc)).toBe(true);
    // 30 June 23:30 UTC: still June everywhere that matters here.
    expect(isCardExpired({ month: 6, year: 2026 }, new Date(Date.UTC(2026, 5, 30, 23, 30)))).toBe(false);
  });

  it("turns over at the year's end", () => {
    const newYear = new Date(Date.UTC(2027, 0, 1));
    expect(isCardExpired({ month: 12, year: 2026 }, newYear)).toBe(true);
    expect(isCardExpired({ month: 1, year: 2027 }, newYear)).toBe(false);
  });
});

describe("cardExpiryProblem", () => {
  it.each([
    ["06", "26", null],
    ["05", "26", PAYMENT_MESSAGES.cardExpired],
    ["13", "26", PAYMENT_MESSAGES.expiryInvalid],
    ["", "", PAYMENT_MESSAGES.expiryInvalid],
  ])("%j/%j → %j", (month, year, message) => {
    expect(cardExpiryProblem(month, year, NOW)).toBe(message);
  });
});
