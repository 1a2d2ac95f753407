import { describe, expect, it } from "vitest";
import { resolveRange } from "./range.ts";

const now = new Date("2026-11-24T02:30:00Z");

describe("resolveRange", () => {
  it.each([
    ["no dates: the last 30 days up to today", {}, "2026-10-26", "2026-11-24"],
    ["both dates: as given", { from: "2026-01-01", to: "2026-01-31" }, "2026-01-01", "2026-01-31"],
    ["one day", { from: "2026-05-05", to: "2026-05-05" }, "2026-05-05", "2026-05-05"],
    ["only from: 30 days from it", { from: "2026-02-01" }, "2026-02-01", "2026-03-02"],
    ["only to: 30 days up to it", { to: "2026-03-31" }, "2026-03-02", "2026-03-31"],
  ])("%s", (_label, input, from, to) => {
    const range = resolveRange(input, now);
    expect([range.from, range.to]).toEqual([from, to]);
    expect(range.start.toISOString()).toBe(`${from}T00:00:00.000Z`);
    // The end is exclusive: the first instant after the last day.
    expect(range.end.getTime() - new Date(`${to}T00:00:00Z`).getTime()).toBe(86_400_000);
  });
});
