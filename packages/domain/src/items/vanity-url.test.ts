import { describe, expect, it } from "vitest";
import { DEFAULT_ITEM_SLUG, payForItemPath, toVanitySlug } from "./vanity-url.ts";

describe("toVanitySlug (docs/product/items-and-fees.md)", () => {
  it.each([
    ["Field Trip 2024", "Field-Trip-2024"],
    ["Yearbook", "Yearbook"],
    ["Band & Choir: Spring!", "Band--Choir-Spring"],
    ["a  b", "a--b"],
    ["tab\tsep", "tab-sep"],
    ["already-hyphenated", "already-hyphenated"],
    ["Café crème", "Caf-crme"],
    ["../../etc/passwd", "etcpasswd"],
    ["", ""],
  ])("turns %j into %j", (raw, slug) => {
    expect(toVanitySlug(raw)).toBe(slug);
  });

  it("keeps only letters, digits and hyphens", () => {
    expect(toVanitySlug("a!@#$%^&*()_+=[]{};:'\",.<>/?\\|`~b")).toBe("ab");
  });
});

describe("payForItemPath (docs/product/items-and-fees.md)", () => {
  it("builds /pay/for/{item-slug}/{item code}", () => {
    expect(payForItemPath("Field-Trip", "AB12CD")).toBe("/pay/for/Field-Trip/AB12CD");
  });

  it("cleans the slug and encodes the code", () => {
    expect(payForItemPath("Field Trip/2", "a b/c")).toBe("/pay/for/Field-Trip2/a%20b%2Fc");
  });

  it("falls back to a default slug when none is left", () => {
    expect(payForItemPath("", "X1")).toBe(`/pay/for/${DEFAULT_ITEM_SLUG}/X1`);
    expect(payForItemPath("!!!", "X1")).toBe("/pay/for/item/X1");
  });
});
