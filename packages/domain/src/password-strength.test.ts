import { describe, expect, it } from "vitest";
import { characterClasses, scorePassword, STRENGTH_LABELS } from "./password-strength.ts";

describe("password strength (docs/product/accounts-and-roles.md)", () => {
  it("has five levels, the first two both called Weak", () => {
    expect(STRENGTH_LABELS).toEqual(["Weak", "Weak", "Medium", "Strong", "Very Strong"]);
  });

  it.each([
    ["", 0, "Weak"],
    ["password", 0, "Weak"],
    ["Summer2024", 1, "Weak"],
    ["zebra42", 2, "Medium"],
    ["Lincoln2024!", 3, "Strong"],
    ["correct horse battery staple", 4, "Very Strong"],
  ] as const)("scores %j as %i (%s)", (password, score, label) => {
    const result = scorePassword(password);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
  });

  it("reports which character classes are present", () => {
    expect(characterClasses("abc")).toEqual({ hasUpper: false, hasLower: true, hasDigit: false, hasSymbol: false });
    expect(characterClasses("ABC123")).toEqual({ hasUpper: true, hasLower: false, hasDigit: true, hasSymbol: false });
    expect(characterClasses("a B")).toEqual({ hasUpper: true, hasLower: true, hasDigit: false, hasSymbol: true });
    expect(characterClasses("")).toEqual({ hasUpper: false, hasLower: false, hasDigit: false, hasSymbol: false });
  });

  it("counts letters beyond ASCII as letters, not symbols", () => {
    expect(characterClasses("Ärger")).toEqual({ hasUpper: true, hasLower: true, hasDigit: false, hasSymbol: false });
  });

  it("returns the classes with the score", () => {
    expect(scorePassword("Lincoln2024!")).toMatchObject({ hasUpper: true, hasLower: true, hasDigit: true, hasSymbol: true });
  });
});
