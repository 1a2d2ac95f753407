import { describe, expect, it } from "vitest";
import {
  MAX_DOLLAR_INPUT_CENTS,
  MAX_PERCENT_INPUT_HUNDREDTHS,
  centsToMills4,
  formatCents,
  formatDecimalCents,
  formatDollarInput,
  formatMills4,
  formatPercentHundredths,
  formatPercentInput,
  mills4ToCents,
  multiplyDivideRoundHalfUp,
  parseIntegerInput,
} from "./money.ts";

describe("cents and ten-thousandths", () => {
  it("converts cents to ten-thousandths exactly", () => {
    expect(centsToMills4(123450)).toBe(12345000);
    expect(centsToMills4(0)).toBe(0);
  });

  it("rounds ten-thousandths half up to cents", () => {
    expect(mills4ToCents(12349)).toBe(123);
    expect(mills4ToCents(12350)).toBe(124);
    expect(mills4ToCents(12351)).toBe(124);
    expect(mills4ToCents(100)).toBe(1);
    expect(mills4ToCents(49)).toBe(0);
    expect(mills4ToCents(50)).toBe(1);
  });

  it("rounds negative halves away from zero, like the charges they undo", () => {
    expect(mills4ToCents(-50)).toBe(-1);
    expect(mills4ToCents(-49)).toBe(0);
  });

  it("multiplies and divides past 2^53 without losing a digit", () => {
    // 9e15 × 3 overflows a double's integers; the result fits again.
    expect(multiplyDivideRoundHalfUp(9_000_000_000_000_000, 3, 9)).toBe(3_000_000_000_000_000);
    expect(multiplyDivideRoundHalfUp(1, 1, 2)).toBe(1);
    expect(multiplyDivideRoundHalfUp(1, 1, 3)).toBe(0);
  });

  it("refuses non-integers rather than hiding a float", () => {
    expect(() => centsToMills4(1.5)).toThrow(RangeError);
    expect(() => formatCents(0.1)).toThrow(RangeError);
    expect(() => multiplyDivideRoundHalfUp(1, 1, 0)).toThrow(RangeError);
  });
});

describe("display strings", () => {
  it("formats cents with a dollar sign, grouping and two decimals", () => {
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(10_000_000)).toBe("$100,000.00");
    expect(formatCents(123456789012)).toBe("$1,234,567,890.12");
    expect(formatCents(-5)).toBe("-$0.05");
  });

  it("formats cents as a plain two-decimal string for answers and the open amount field", () => {
    expect(formatDecimalCents(2500)).toBe("25.00");
    expect(formatDecimalCents(123450)).toBe("1234.50");
    expect(formatDecimalCents(5)).toBe("0.05");
    expect(formatDecimalCents(0)).toBe("0.00");
    expect(formatDecimalCents(-5)).toBe("-0.05");
    expect(() => formatDecimalCents(0.5)).toThrow(RangeError);
  });

  it("formats 4-decimal amounts rounded to cents", () => {
    expect(formatMills4(12345)).toBe("$1.23");
    expect(formatMills4(12350)).toBe("$1.24");
  });

  it("formats percent hundredths", () => {
    expect(formatPercentHundredths(825)).toBe("8.25%");
    expect(formatPercentHundredths(5)).toBe("0.05%");
    expect(formatPercentHundredths(9999)).toBe("99.99%");
  });
});

describe("formatDollarInput (docs/product/items-and-fees.md: the blur rule)", () => {
  it.each([
    ["12", 1200, "$12.00"],
    ["12.5", 1250, "$12.50"],
    ["$1,234.56", 123456, "$1,234.56"],
    ["  7 ", 700, "$7.00"],
    [".5", 50, "$0.50"],
    ["1.2.3", 120, "$1.20"],
    ["USD 3.10", 310, "$3.10"],
  ])("reads %j as %i cents", (raw, cents, text) => {
    expect(formatDollarInput(raw)).toEqual({ cents, text });
  });

  it("rounds a third decimal half up, without floating-point drift", () => {
    // 1.005 as a double is 1.00499…, so toFixed(2) says 1.00; the field must say 1.01.
    expect(formatDollarInput("1.005").cents).toBe(101);
    expect(formatDollarInput("1.004").cents).toBe(100);
    expect(formatDollarInput("0.999").cents).toBe(100);
  });

  it("clamps to 0…100000", () => {
    expect(formatDollarInput("100000.01")).toEqual({ cents: MAX_DOLLAR_INPUT_CENTS, text: "$100,000.00" });
    expect(formatDollarInput("99999999999999999999999")).toEqual({ cents: MAX_DOLLAR_INPUT_CENTS, text: "$100,000.00" });
    expect(formatDollarInput("-5")).toEqual({ cents: 0, text: "$0.00" });
  });

  it("falls back to $0.00 when nothing numeric is left", () => {
    expect(formatDollarInput("abc")).toEqual({ cents: 0, text: "$0.00" });
    expect(formatDollarInput("")).toEqual({ cents: 0, text: "$0.00" });
    expect(formatDollarInput("$.")).toEqual({ cents: 0, text: "$0.00" });
  });

  it("keeps the empty-allowed field blank, but still formats what it holds", () => {
    expect(formatDollarInput("", { allowEmpty: true })).toEqual({ cents: null, text: "" });
    expect(formatDollarInput("   ", { allowEmpty: true })).toEqual({ cents: null, text: "" });
    expect(formatDollarInput("abc", { allowEmpty: true })).toEqual({ cents: 0, text: "$0.00" });
    expect(formatDollarInput("4", { allowEmpty: true })).toEqual({ cents: 400, text: "$4.00" });
  });

  it("is stable: formatting its own output again changes nothing", () => {
    const once = formatDollarInput("$1,234.567");
    expect(formatDollarInput(once.text)).toEqual(once);
  });
});

describe("formatPercentInput (docs/product/items-and-fees.md: the blur rule)", () => {
  it.each([
    ["8.25", 825, "8.25%"],
    ["8.25%", 825, "8.25%"],
    ["7", 700, "7.00%"],
    ["0.125", 13, "0.13%"],
    ["100", MAX_PERCENT_INPUT_HUNDREDTHS, "99.99%"],
    ["99.995", MAX_PERCENT_INPUT_HUNDREDTHS, "99.99%"],
    ["-3", 0, "0.00%"],
    ["abc", 0, "0.00%"],
  ])("reads %j as %i hundredths", (raw, hundredths, text) => {
    expect(formatPercentInput(raw)).toEqual({ hundredths, text });
  });
});

describe("parseIntegerInput (docs/product/items-and-fees.md: the blur rule)", () => {
  it.each([
    ["12", 12],
    ["12.9", 12],
    ["1,000", 1000],
    [" 42 items", 42],
    ["abc", 0],
    ["", 0],
    ["-4", 0],
  ])("reads %j as %i", (raw, value) => {
    expect(parseIntegerInput(raw)).toEqual({ value, text: String(value) });
  });

  it("honours a custom range", () => {
    expect(parseIntegerInput("-4", { min: -10 }).value).toBe(-4);
    expect(parseIntegerInput("31", { min: 1, max: 28 }).value).toBe(28);
    expect(parseIntegerInput("x", { min: 1 }).value).toBe(1);
  });

  it("clamps huge numbers to a safe integer", () => {
    expect(parseIntegerInput("123456789012345678901234").value).toBe(Number.MAX_SAFE_INTEGER);
  });
});
