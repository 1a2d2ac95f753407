import { DASHBOARD_TIMING, type TDashboardRange } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { dashboardDays, fillDays, nextLatestPoll } from "./range.ts";

describe("dashboardDays", () => {
  // 11:30 UTC on 2026-03-02 is 05:30 in Chicago: the same day in both, whatever the runner's zone.
  const now = new Date("2026-03-02T11:30:00Z");
  const cases: [TDashboardRange, string, string, number][] = [
    ["today", "2026-03-02", "2026-03-02", 1],
    ["7d", "2026-02-24", "2026-03-02", 7],
    ["30d", "2026-02-01", "2026-03-02", 30],
    ["90d", "2025-12-03", "2026-03-02", 90],
    ["ytd", "2026-01-01", "2026-03-02", 61],
  ];
  it.each(cases)("%s covers %s to %s (%i days)", (range, from, to, count) => {
    const days = dashboardDays(range, now, "America/Chicago");
    expect(days).toMatchObject({ range, from, to });
    expect(days.days).toHaveLength(count);
    expect(days.days[0]).toBe(from);
    expect(days.days.at(-1)).toBe(to);
  });

  it("counts the zone's day: 23:59 on Dec 31 is still last year's ytd, 00:00 on Jan 1 starts a new one", () => {
    expect(dashboardDays("ytd", new Date("2026-12-31T23:59:59Z"), "UTC").days).toHaveLength(365);
    expect(dashboardDays("ytd", new Date("2027-01-01T00:00:00Z"), "UTC").days).toEqual(["2027-01-01"]);
    expect(dashboardDays("7d", new Date("2026-03-01T00:00:00Z"), "UTC").from).toBe("2026-02-23");
    // 00:30 UTC on Jan 1 is still 16:30 on Dec 31 in Los Angeles, and 18:30 in Chicago.
    expect(dashboardDays("ytd", new Date("2027-01-01T00:30:00Z"), "America/Los_Angeles").days).toHaveLength(365);
    expect(dashboardDays("today", new Date("2027-01-01T00:30:00Z"), "America/Chicago").days).toEqual(["2026-12-31"]);
    expect(dashboardDays("today", new Date("2027-01-01T06:00:00Z"), "America/Chicago").days).toEqual(["2027-01-01"]);
  });

  it("counts each calendar day once across a daylight-saving change", () => {
    expect(dashboardDays("7d", new Date("2026-03-10T06:30:00Z"), "America/Los_Angeles").days).toEqual([
      "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09",
    ]);
    expect(dashboardDays("7d", new Date("2026-11-03T07:30:00Z"), "America/Los_Angeles").days).toEqual([
      "2026-10-27", "2026-10-28", "2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02",
    ]);
  });

  it("spans a leap day", () => {
    expect(dashboardDays("7d", new Date("2028-03-02T12:00:00Z"), "America/Chicago").days).toEqual([
      "2028-02-25", "2028-02-26", "2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02",
    ]);
  });
});

describe("fillDays", () => {
  it("puts a zero point on every day without figures and keeps the others", () => {
    const points = fillDays(["2026-03-01", "2026-03-02", "2026-03-03"], [{ day: "2026-03-02", cents: 5 }], (day) => ({ day, cents: 0 }));
    expect(points).toEqual([
      { day: "2026-03-01", cents: 0 },
      { day: "2026-03-02", cents: 5 },
      { day: "2026-03-03", cents: 0 },
    ]);
  });
});

describe("nextLatestPoll", () => {
  const cases: [number, number | null][] = [
    [0, 15_000],
    [15_000, 15_000],
    [285_000, 15_000],
    [285_001, null],
    [300_000, null],
  ];
  it.each(cases)("after %i ms the next ask is in %s ms", (elapsed, next) => {
    expect(nextLatestPoll(elapsed, DASHBOARD_TIMING)).toBe(next);
  });
  it("asks exactly 20 times in 5 minutes after the first", () => {
    let asks = 0;
    for (let elapsed = 0, next = nextLatestPoll(0, DASHBOARD_TIMING); next !== null; next = nextLatestPoll(elapsed, DASHBOARD_TIMING)) {
      elapsed += next;
      asks += 1;
    }
    expect(asks).toBe(20);
  });
});
