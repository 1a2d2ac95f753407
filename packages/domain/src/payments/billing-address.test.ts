import { describe, expect, it } from "vitest";
import { billingAddressOf, billingFieldsOf } from "./billing-address.ts";

const FULL = { street: "1200 Lincoln Ave", street2: "Office", city: "Springfield", state: "IL", country: "USA", postalCode: "62704" };

describe("billingAddressOf (docs/product/checkout-and-payments.md: street, city and state for a card)", () => {
  it.each([
    ["a full address", FULL, FULL],
    ["spaces trimmed", { ...FULL, street: "  1200 Lincoln Ave ", city: " Springfield" }, FULL],
    ["no second line, no postal code", { street: "1 Main St", city: "Springfield", state: "IL" }, { street: "1 Main St", street2: "", city: "Springfield", state: "IL", country: "USA", postalCode: "" }],
    ["a company keeps no country: USA", { ...FULL, country: null }, FULL],
    ["Canada kept", { ...FULL, state: "ON", country: "CAN" }, { ...FULL, state: "ON", country: "CAN" }],
    ["an unknown country: USA", { ...FULL, country: "Mars" }, FULL],
  ])("%s", (_name, stored, expected) => {
    expect(billingAddressOf(stored)).toEqual(expected);
  });

  it.each([
    ["no street", { ...FULL, street: null }],
    ["a blank street", { ...FULL, street: "   " }],
    ["no city", { ...FULL, city: "" }],
    ["no state", { ...FULL, state: undefined }],
    ["state NA", { ...FULL, state: "NA" }],
    ["nothing", {}],
  ])("%s: no address to offer", (_name, stored) => {
    expect(billingAddressOf(stored)).toBeNull();
  });
});

describe("billingFieldsOf", () => {
  it("names the form's fields", () => {
    expect(billingFieldsOf(FULL)).toEqual({ street: "1200 Lincoln Ave", street2: "Office", city: "Springfield", state: "IL", country: "USA", postal_code: "62704" });
  });
});
