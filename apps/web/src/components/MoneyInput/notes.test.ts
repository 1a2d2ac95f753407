import { readTypedDollars, readTypedPercent } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import { amountNote } from "./notes.ts";

describe("amountNote", () => {
  it.each<[string, string | null]>([
    ["150", null],
    ["$1,234.50", null],
    ["$0.00150", "Only two decimals are kept: $0.00150 became $0.00."],
    ["250000", "$100,000.00 is the most this field takes: 250000 became $100,000.00."],
    ["-5", "Amounts cannot be below zero: -5 became $0.00."],
    ["abc", "“abc” is not a plain number: it was read as $0.00. Check the amount."],
  ])("dollars %j → %j", (typed, note) => {
    expect(amountNote(typed, readTypedDollars(typed))).toBe(note);
  });

  it("says the same of percents", () => {
    expect(amountNote("8.255", readTypedPercent("8.255"))).toBe("Only two decimals are kept: 8.255 became 8.26%.");
  });
});
