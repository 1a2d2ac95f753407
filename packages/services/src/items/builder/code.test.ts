import { describe, expect, it } from "vitest";
import { ITEM_CODE_LENGTH, newItemCode } from "./code.ts";

describe("newItemCode", () => {
  it("draws 10 Crockford base32 characters, without I, L, O or U", () => {
    for (let i = 0; i < 200; i++) expect(newItemCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(ITEM_CODE_LENGTH).toBe(10);
  });

  it("uses every character of the alphabet and does not repeat", () => {
    const codes = Array.from({ length: 2000 }, () => newItemCode());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join("")).size).toBe(32);
  });
});
