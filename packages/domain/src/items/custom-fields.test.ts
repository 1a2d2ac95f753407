import { CUSTOM_FIELD_MESSAGES, ITEM_READINESS_MESSAGES } from "@paydesk/validators/items/messages";
import { describe, expect, it } from "vitest";
import {
  CUSTOM_FIELD_TYPES,
  customFieldProblems,
  customFieldWarnings,
  hasOptions,
  looksLikePaymentCardLabel,
} from "./custom-fields.ts";

describe("customFieldProblems (docs/product/items-and-fees.md)", () => {
  it("accepts a labelled text field", () => {
    expect(customFieldProblems({ label: "Student name", type: "text" })).toEqual([]);
  });

  it("requires a label", () => {
    expect(customFieldProblems({ label: "  ", type: "textarea" })).toEqual(["All custom fields must have a label."]);
  });

  it("requires a value for hidden text", () => {
    expect(customFieldProblems({ label: "Source", type: "hiddentext" })).toEqual(["All hidden fields must have a value."]);
    expect(customFieldProblems({ label: "Source", type: "hiddentext", defaultValue: " " })).toEqual([
      CUSTOM_FIELD_MESSAGES.hiddenNeedsValue,
    ]);
    expect(customFieldProblems({ label: "Source", type: "hiddentext", defaultValue: "web" })).toEqual([]);
  });

  it("requires two options for dropdowns and radios, ignoring blank rows", () => {
    for (const type of ["dropdown", "radios"] as const) {
      expect(customFieldProblems({ label: "Size", type, values: ["S"] })).toEqual([
        "You must offer at least two options when creating a dropdown or a radio.",
      ]);
      expect(customFieldProblems({ label: "Size", type, values: ["S", " "] })).toEqual([CUSTOM_FIELD_MESSAGES.twoOptions]);
      expect(customFieldProblems({ label: "Size", type, values: ["S", "M"] })).toEqual([]);
    }
  });

  it("requires one option for checkboxes", () => {
    expect(customFieldProblems({ label: "Agree", type: "checkboxes" })).toEqual([
      "You must offer at least one option when creating a checkbox.",
    ]);
    expect(customFieldProblems({ label: "Agree", type: "checkboxes", values: ["Yes"] })).toEqual([]);
  });

  it("reports every problem at once", () => {
    expect(customFieldProblems({ label: "", type: "radios", values: [] })).toEqual([
      CUSTOM_FIELD_MESSAGES.labelRequired,
      CUSTOM_FIELD_MESSAGES.twoOptions,
    ]);
  });

  it("knows which types have the options tab", () => {
    expect(CUSTOM_FIELD_TYPES.filter(hasOptions)).toEqual(["dropdown", "radios", "checkboxes"]);
  });
});

describe("payment-card warning (docs/product/items-and-fees.md)", () => {
  it.each([
    "Credit card",
    "credit card number",
    "CreditCard",
    "Account number",
    "Account #",
    "Your CC",
    "cc",
    "Bank account",
    "Accounts",
    "Store credit",
  ])("warns about %j", (label) => {
    expect(looksLikePaymentCardLabel(label)).toBe(true);
  });

  it.each(["Accessory", "Success story", "Accent", "Incredible", "Student name", "Accountable party", ""])(
    "does not warn about %j",
    (label) => {
      expect(looksLikePaymentCardLabel(label)).toBe(false);
    },
  );

  it("is a warning, not a problem", () => {
    const field = { label: "Credit card", type: "text" } as const;
    expect(customFieldWarnings(field)).toEqual([ITEM_READINESS_MESSAGES.paymentCardWarning]);
    expect(customFieldProblems(field)).toEqual([]);
    expect(customFieldWarnings({ label: "T-shirt size", type: "text" })).toEqual([]);
  });
});
