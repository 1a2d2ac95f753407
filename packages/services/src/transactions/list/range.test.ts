import { describe, expect, it } from "vitest";
import { resolveRange } from "./range.ts";

describe("resolveRange", () => {
  // 20:30 on Nov 23 in Chicago, already Nov 24 in UTC: the zone's day counts, not UTC's.
  const now = new Date("2026-11-24T02:30:00Z");
  it.each([
    ["no dates: the last 30 days up to today", {}, "2026-10-25", "2026-11-23"],
    ["both dates: as given", { from: "2026-01-01", to: "2026-01-31" }, "2026-01-01", "2026-01-31"],
    ["one day", { from: "2026-05-05", to: "2026-05-05" }, "2026-05-05", "2026-05-05"],
    ["only from: 30 days from it", { from: "2026-02-01" }, "2026-02-01", "2026-03-02"],
    ["only to: 30 days up to it", { to: "2026-03-31" }, "2026-03-02", "2026-03-31"],
  ])("%s", (_label, input, from, to) => {
    const range = resolveRange(input, now, "America/Chicago");
    expect([range.from, range.to, range.timeZone]).toEqual([from, to, "America/Chicago"]);
  });

  it.each([
    // Los Angeles at 23:30 on Nov 27 (07:30 UTC on the 28th): today is still the 27th there.
    ["America/Los_Angeles", "2026-11-28T07:30:00Z", "2026-11-27", "2026-11-27T08:00:00.000Z", "2026-11-28T08:00:00.000Z"],
    ["America/New_York", "2026-11-28T07:30:00Z", "2026-11-28", "2026-11-28T05:00:00.000Z", "2026-11-29T05:00:00.000Z"],
    ["UTC", "2026-11-28T07:30:00Z", "2026-11-28", "2026-11-28T00:00:00.000Z", "2026-11-29T00:00:00.000Z"],
    // The day the clocks fall back (25 hours) and spring forward (23 hours).
    ["America/Los_Angeles", "2026-11-01T20:00:00Z", "2026-11-01", "2026-11-01T07:00:00.000Z", "2026-11-02T08:00:00.000Z"],
    ["America/Los_Angeles", "2026-03-08T20:00:00Z", "2026-03-08", "2026-03-08T08:00:00.000Z", "2026-03-09T07:00:00.000Z"],
  ])("today in %s at %s is %s: [%s, %s)", (zone, at, day, start, end) => {
    const range = resolveRange({ from: undefined, to: undefined }, new Date(at), zone);
    expect(range.to).toBe(day);
    const today = resolveRange({ from: day, to: day }, new Date(at), zone);
    expect([today.start.toISOString(), today.end.toISOString()]).toEqual([start, end]);
  });

  it("takes both ends whole, in the zone's midnights", () => {
    const range = resolveRange({ from: "2026-10-31", to: "2026-11-02" }, now, "America/Chicago");
    expect(range.start.toISOString()).toBe("2026-10-31T05:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-11-03T06:00:00.000Z");
  });
});
