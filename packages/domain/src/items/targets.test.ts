import { describe, expect, it } from "vitest";
import { itemTargetKey } from "./targets.ts";

describe("itemTargetKey", () => {
  it("tells targets apart by kind and by what they name", () => {
    const keys = [
      itemTargetKey({ kind: "grade", value: "9" }),
      itemTargetKey({ kind: "teacher", value: "9" }),
      itemTargetKey({ kind: "student", studentId: 9 }),
      itemTargetKey({ kind: "school", companyId: 9 }),
      itemTargetKey({ kind: "district", companyId: 9 }),
      itemTargetKey({ kind: "group", groupId: 9 }),
    ];
    expect(new Set(keys).size).toBe(6);
    expect(itemTargetKey({ kind: "school", companyId: 9 })).toBe(itemTargetKey({ kind: "school", companyId: 9 }));
    expect(itemTargetKey({ kind: "school", companyId: 9 })).not.toBe(itemTargetKey({ kind: "school", companyId: 10 }));
  });
});
