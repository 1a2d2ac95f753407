import { describe, expect, it } from "vitest";
import { ITEM_STATUSES } from "@paydesk/validators";
import { cardText, chargesLeftText, ITEM_STATUS_LABELS } from "./labels.ts";

describe("chargesLeftText", () => {
  it.each([
    [0, "None left"],
    [1, "1 more charge"],
    [99, "99 more charges"],
    [1200, "1,200 more charges"],
  ])("%d → %s", (remaining, text) => {
    expect(chargesLeftText(remaining)).toBe(text);
  });
});

describe("cardText: one wording for a card on every screen and receipt", () => {
  it.each([
    ["visa", "4242", "Visa ending 4242"],
    ["mc", "4444", "MasterCard ending 4444"],
    ["disc", "1117", "Discover ending 1117"],
    ["amex", "0005", "American Express ending 0005"],
    // The payment object's cc_type, as some rows keep it.
    ["AmericanExpress", "0005", "American Express ending 0005"],
    ["VISA", "1111", "Visa ending 1111"],
    [null, "4242", "Card ending 4242"],
    ["visa", null, "Visa"],
    [null, null, "Card"],
  ])("%s, %s → %s", (brand, last4, text) => {
    expect(cardText(brand, last4)).toBe(text);
  });
});

describe("ITEM_STATUS_LABELS", () => {
  it("names every status in words, never the stored code", () => {
    for (const status of ITEM_STATUSES) {
      expect(ITEM_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z]/);
      expect(ITEM_STATUS_LABELS[status]).not.toBe(status);
    }
  });
});
