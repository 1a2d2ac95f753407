import { describe, expect, it } from "vitest";
import { readTypedDollars, readTypedPercent, type TypedAmountChange } from "./money-typing.ts";

describe("readTypedDollars", () => {
  it.each<[string, number | null, string, TypedAmountChange]>([
    ["150", 15_000, "$150.00", null],
    ["1.5", 150, "$1.50", null],
    ["$1,234.50", 123_450, "$1,234.50", null],
    ["  12.30  ", 1_230, "$12.30", null],
    ["12.300", 1_230, "$12.30", null],
    [".75", 75, "$0.75", null],
    ["0", 0, "$0.00", null],
    ["", 0, "$0.00", null],
    ["-0", 0, "$0.00", null],
    ["100000", 10_000_000, "$100,000.00", null],
    // The typed digits would become another amount: each one is reported, never silent.
    ["$0.00150", 0, "$0.00", "rounded"],
    ["1.005", 101, "$1.01", "rounded"],
    ["100000.01", 10_000_000, "$100,000.00", "above-maximum"],
    ["250000", 10_000_000, "$100,000.00", "above-maximum"],
    ["-5", 0, "$0.00", "negative"],
    ["$-5", 0, "$0.00", "negative"],
    ["abc", 0, "$0.00", "unreadable"],
    ["1.2.3", 120, "$1.20", "unreadable"],
    ["1,23", 12_300, "$123.00", "unreadable"],
    ["12 dollars", 1_200, "$12.00", "unreadable"],
    [".", 0, "$0.00", "unreadable"],
  ])("%j → %s cents (%s), change %s", (raw, value, text, change) => {
    expect(readTypedDollars(raw)).toEqual({ value, text, change });
  });

  it("keeps a blank empty-allowed field blank", () => {
    expect(readTypedDollars("  ", { allowEmpty: true })).toEqual({ value: null, text: "", change: null });
    expect(readTypedDollars("2.5", { allowEmpty: true })).toEqual({ value: 250, text: "$2.50", change: null });
  });
});

describe("readTypedPercent", () => {
  it.each<[string, number, string, TypedAmountChange]>([
    ["8.25", 825, "8.25%", null],
    ["8.25%", 825, "8.25%", null],
    ["99.99", 9_999, "99.99%", null],
    ["8.255", 826, "8.26%", "rounded"],
    ["150", 9_999, "99.99%", "above-maximum"],
    ["ten", 0, "0.00%", "unreadable"],
  ])("%j → %s hundredths (%s), change %s", (raw, value, text, change) => {
    expect(readTypedPercent(raw)).toEqual({ value, text, change });
  });
});
