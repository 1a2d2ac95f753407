import { describe, expect, it } from "vitest";
import { isInternalCustomField, payerCustomFieldValues, type CustomFieldKind } from "./payer-custom-fields.ts";

const LAB_FEE: CustomFieldKind[] = [
  { label: "Lab partner", type: "TEXT" },
  { label: "GL reference", type: "HIDDENTEXT" },
  { label: "Goggles", type: "CHECKBOXES" },
];

describe("payerCustomFieldValues: what a payer reads of a line's custom fields", () => {
  it.each<[string, Record<string, string | string[]>, CustomFieldKind[], Record<string, string | string[]>]>([
    [
      "a hidden text field is left out, the rest kept in order",
      { "Lab partner": "Sam", "GL reference": "CHEM-LAB", Goggles: ["Yes"] },
      LAB_FEE,
      { "Lab partner": "Sam", Goggles: ["Yes"] },
    ],
    ["the form's own spelling of the type", { Source: "web", Size: "M" }, [{ label: "Source", type: "hiddentext" }, { label: "Size", type: "dropdown" }], { Size: "M" }],
    ["no hidden field: all shown", { Size: "M" }, [{ label: "Size", type: "DROPDOWN" }], { Size: "M" }],
    ["a value whose field is gone stays (nothing marks it internal)", { Old: "x" }, LAB_FEE, { Old: "x" }],
    ["only hidden values: nothing", { "GL reference": "CHEM-LAB" }, LAB_FEE, {}],
    ["no values", {}, LAB_FEE, {}],
  ])("%s", (_name, cfs, fields, expected) => {
    const shown = payerCustomFieldValues(cfs, fields);
    expect(shown).toEqual(expected);
    expect(Object.keys(shown)).toEqual(Object.keys(expected));
  });

  it.each([
    ["HIDDENTEXT", true],
    ["hiddentext", true],
    ["TEXT", false],
    ["textarea", false],
    ["RADIOS", false],
  ])("%s is internal: %s", (type, internal) => {
    expect(isInternalCustomField({ type })).toBe(internal);
  });
});
