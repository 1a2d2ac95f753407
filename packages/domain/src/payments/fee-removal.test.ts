import { describe, expect, it } from "vitest";
import { feeRemovalAfterChoosing } from "./fee-removal.ts";

describe("feeRemovalAfterChoosing (docs/product/terminal.md)", () => {
  it.each([
    ["card", true, true, false],
    ["card", false, true, false],
    ["card", true, false, false],
    ["cash", false, true, true],
    ["check", false, true, true],
    ["cash", false, false, false],
    ["check", true, false, true],
  ] as const)("choosing %s (box was %s, cash discount flag %s) → %s", (method, current, flag, ticked) => {
    expect(feeRemovalAfterChoosing(method, current, flag)).toBe(ticked);
  });
});
