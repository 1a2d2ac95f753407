import { describe, expect, it } from "vitest";
import { applyOffset, formatOffset, normalizeOffset, parseOffset, type DateOffset } from "./offset.ts";

describe("parseOffset (direction sign, number, unit)", () => {
  it.each<[string, DateOffset]>([
    ["-1 day", { sign: -1, number: 1, unit: "day" }],
    ["+1 day", { sign: 1, number: 1, unit: "day" }],
    ["+2 weeks", { sign: 1, number: 2, unit: "week" }],
    ["-3 months", { sign: -1, number: 3, unit: "month" }],
    ["+1 year", { sign: 1, number: 1, unit: "year" }],
    ["+0 days", { sign: 1, number: 0, unit: "day" }],
    ["-7days", { sign: -1, number: 7, unit: "day" }],
    ["  - 10   Days ", { sign: -1, number: 10, unit: "day" }],
    ["+3650 days", { sign: 1, number: 3650, unit: "day" }],
  ])("reads %j", (text, offset) => {
    expect(parseOffset(text)).toEqual(offset);
  });

  it.each([
    ["", "empty"],
    ["1 day", "no sign: the direction must be said"],
    ["+ day", "no number"],
    ["+1", "no unit"],
    ["+1 fortnight", "unknown unit"],
    ["+1 dayss", "not a unit's singular or plural"],
    ["+1.5 days", "not a whole number"],
    ["+-1 day", "two signs"],
    ["+3651 days", "beyond ten years"],
    ["+12345 days", "five digits"],
    ["-1 day; drop table", "trailing text"],
    ["±1 day", "not a sign we know"],
  ])("refuses %j (%s)", (text) => {
    expect(parseOffset(text)).toBeNull();
  });
});

describe("formatOffset and normalizeOffset", () => {
  it.each([
    ["-1 day", "-1 day"],
    ["-1 days", "-1 day"],
    ["+2 week", "+2 weeks"],
    ["+0 day", "+0 days"],
    ["- 10 MONTHS", "-10 months"],
    ["+1years", "+1 year"],
  ])("writes %j as %j", (text, written) => {
    expect(normalizeOffset(text)).toBe(written);
  });

  it("answers null for text that is not an offset", () => {
    expect(normalizeOffset("tomorrow")).toBeNull();
  });

  it("round-trips every unit in both directions", () => {
    for (const unit of ["day", "week", "month", "year"] as const) {
      for (const sign of [1, -1] as const) {
        for (const number of [0, 1, 2, 31]) {
          const offset = { sign, number, unit };
          expect(parseOffset(formatOffset(offset))).toEqual(offset);
        }
      }
    }
  });
});

describe("applyOffset", () => {
  it.each<[string, string, string]>([
    ["2026-03-01", "-1 day", "2026-02-28"],
    ["2024-03-01", "-1 day", "2024-02-29"],
    ["2026-12-31", "+1 day", "2027-01-01"],
    ["2026-11-24", "+2 weeks", "2026-12-08"],
    ["2026-11-24", "+0 days", "2026-11-24"],
    ["2026-01-31", "+1 month", "2026-02-28"],
    ["2024-01-31", "+1 month", "2024-02-29"],
    ["2026-03-31", "-1 month", "2026-02-28"],
    ["2026-01-15", "-2 months", "2025-11-15"],
    ["2024-02-29", "+1 year", "2025-02-28"],
    ["2026-11-24", "-1 year", "2025-11-24"],
  ])("%s %s is %s", (day, text, expected) => {
    expect(applyOffset(day, parseOffset(text)!)).toBe(expected);
  });
});
