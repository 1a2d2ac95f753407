import { describe, expect, it } from "vitest";
import { imagesLeft, isUpgrade, mayAddImage } from "./plans.ts";

describe("image plans (docs/product/dashboard-images-promotions.md: Basic 25, Plus 250, Unlimited)", () => {
  it.each([
    ["BASIC", 0, true, 25],
    ["BASIC", 24, true, 1],
    ["BASIC", 25, false, 0],
    ["BASIC", 30, false, 0],
    ["PLUS", 25, true, 225],
    ["PLUS", 249, true, 1],
    ["PLUS", 250, false, 0],
    ["UNLIMITED", 250, true, null],
    ["UNLIMITED", 1_000_000, true, null],
  ] as const)("%s holding %i: may add %s, %s left", (plan, count, may, left) => {
    expect(mayAddImage(plan, count)).toBe(may);
    expect(imagesLeft(plan, count)).toBe(left);
  });

  it.each([
    ["BASIC", "PLUS", true],
    ["BASIC", "UNLIMITED", true],
    ["PLUS", "UNLIMITED", true],
    ["PLUS", "PLUS", false],
    ["PLUS", "BASIC", false],
    ["UNLIMITED", "PLUS", false],
  ] as const)("%s → %s is an upgrade: %s", (from, to, upgrade) => {
    expect(isUpgrade(from, to)).toBe(upgrade);
  });
});
