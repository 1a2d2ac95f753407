import { AMOUNT_TYPES, CUSTOM_FIELD_TYPES, FEE_BEHAVIOURS, FEE_TYPES, ITEM_TARGET_KINDS, ITEM_TYPES, RECUR_CONTROLS, RECURRING_MODES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import {
  amountTypeMap,
  customFieldTypeMap,
  feeBehaviourMap,
  feeTypeMap,
  itemTypeMap,
  recurControlMap,
  recurringModeMap,
  targetKindMap,
} from "./mapping.ts";

describe("item vocabulary mapping", () => {
  const cases = [
    ["item types", itemTypeMap, ITEM_TYPES],
    ["amount types", amountTypeMap, AMOUNT_TYPES],
    ["fee types", feeTypeMap, FEE_TYPES],
    ["custom field types", customFieldTypeMap, CUSTOM_FIELD_TYPES],
    ["recurring modes", recurringModeMap, RECURRING_MODES],
    ["recur controls", recurControlMap, RECUR_CONTROLS],
    ["target kinds", targetKindMap, ITEM_TARGET_KINDS],
    ["fee behaviours", feeBehaviourMap, FEE_BEHAVIOURS],
  ] as const;

  it.each(cases)("maps every %s to a distinct stored value and back", (_name, map, values) => {
    const m = map as { toDb(v: string): string; fromDb(v: string): string };
    const stored = values.map((v) => m.toDb(v));
    expect(new Set(stored).size).toBe(values.length);
    expect(stored.map((v) => m.fromDb(v))).toEqual([...values]);
  });

  it("spells the stored values as Prisma does", () => {
    expect(amountTypeMap.toDb("AOpen")).toBe("AOPEN");
    expect(feeBehaviourMap.toDb("AlwaysAddFlat")).toBe("ALWAYS_ADD_FLAT");
    expect(customFieldTypeMap.toDb("hiddentext")).toBe("HIDDENTEXT");
    expect(() => itemTypeMap.fromDb("NOPE" as never)).toThrow(RangeError);
  });
});
