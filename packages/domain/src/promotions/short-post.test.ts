import { describe, expect, it } from "vitest";
import { SHORT_LINK_LENGTH, shortPostLimit, shortPostRemaining } from "./index.ts";

describe("shortPostLimit (docs/product/dashboard-images-promotions.md: 139 minus the link, minus it again with an image)", () => {
  it.each([
    { linkLength: 23, withImage: false, limit: 116 },
    { linkLength: 23, withImage: true, limit: 93 },
    { linkLength: 0, withImage: false, limit: 139 },
    { linkLength: 0, withImage: true, limit: 139 },
    { linkLength: 40, withImage: false, limit: 99 },
    { linkLength: 40, withImage: true, limit: 59 },
  ])("link $linkLength, image $withImage → $limit", ({ linkLength, withImage, limit }) => {
    expect(shortPostLimit({ linkLength, withImage })).toBe(limit);
  });
});

describe("shortPostRemaining", () => {
  const opts = { linkLength: SHORT_LINK_LENGTH, withImage: false };
  it.each([
    { text: "", remaining: 116 },
    { text: "a".repeat(116), remaining: 0 },
    { text: "a".repeat(117), remaining: -1 },
    // An emoji is one character for the reader, two UTF-16 units for JavaScript.
    { text: "🎉".repeat(10), remaining: 106 },
  ])("$remaining left", ({ text, remaining }) => {
    expect(shortPostRemaining(text, opts)).toBe(remaining);
  });
  it("the image takes the link's length once more", () => {
    expect(shortPostRemaining("a".repeat(93), { ...opts, withImage: true })).toBe(0);
    expect(shortPostRemaining("a".repeat(94), { ...opts, withImage: true })).toBe(-1);
  });
});
