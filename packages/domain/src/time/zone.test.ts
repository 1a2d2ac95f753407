import { describe, expect, it } from "vitest";
import {
  addDays,
  formatDay,
  formatInZone,
  instantOfWallTime,
  isoInZone,
  isTimeZone,
  localDay,
  localDayRange,
  startOfLocalDay,
  todayIn,
  wallTimeOf,
  zoneOffsetMinutes,
} from "./zone.ts";

const at = (iso: string) => new Date(iso);

describe("isTimeZone", () => {
  it.each([
    ["America/Chicago", true],
    ["America/Los_Angeles", true],
    ["America/Argentina/Buenos_Aires", true],
    ["Asia/Kolkata", true],
    ["UTC", true],
    ["Mars/Olympus_Mons", false],
    ["EST", false],
    ["utc", false],
    ["america/chicago", false],
    [" America/Chicago", false],
    ["", false],
  ])("%j is %s", (name, valid) => {
    expect(isTimeZone(name)).toBe(valid);
  });
});

describe("localDay and todayIn", () => {
  it.each([
    // 21:30 in Chicago on Nov 27 is already Nov 28 in UTC.
    ["2026-11-28T03:30:00Z", "America/Chicago", "2026-11-27"],
    ["2026-11-28T03:30:00Z", "UTC", "2026-11-28"],
    // 23:30 in Los Angeles; 23:59:59.999 and the next midnight.
    ["2026-11-28T07:30:00Z", "America/Los_Angeles", "2026-11-27"],
    ["2026-11-28T07:59:59.999Z", "America/Los_Angeles", "2026-11-27"],
    ["2026-11-28T08:00:00Z", "America/Los_Angeles", "2026-11-28"],
    // Half-hour zone, east of UTC.
    ["2026-11-27T18:29:59Z", "Asia/Kolkata", "2026-11-27"],
    ["2026-11-27T18:30:00Z", "Asia/Kolkata", "2026-11-28"],
  ])("%s is %s's %s", (instant, zone, day) => {
    expect(localDay(at(instant), zone)).toBe(day);
    expect(todayIn(zone, at(instant))).toBe(day);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-01-01", -1, "2025-12-31"],
    ["2026-03-08", 1, "2026-03-09"],
  ])("%s + %i = %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe("startOfLocalDay and localDayRange", () => {
  it.each([
    ["2026-11-27", "America/Chicago", "2026-11-27T06:00:00.000Z"],
    ["2026-07-01", "America/Chicago", "2026-07-01T05:00:00.000Z"],
    ["2026-11-27", "America/Los_Angeles", "2026-11-27T08:00:00.000Z"],
    ["2026-11-27", "UTC", "2026-11-27T00:00:00.000Z"],
    ["2026-11-28", "Asia/Kolkata", "2026-11-27T18:30:00.000Z"],
    // Santiago moves its clock from 00:00 to 01:00: the day starts at 01:00 local.
    ["2026-09-06", "America/Santiago", "2026-09-06T04:00:00.000Z"],
    // Havana repeats 00:00-01:00 on Nov 1: the day starts at the first midnight.
    ["2026-11-01", "America/Havana", "2026-11-01T04:00:00.000Z"],
  ])("%s in %s starts at %s", (day, zone, start) => {
    expect(startOfLocalDay(day, zone).toISOString()).toBe(start);
  });

  it("a day the clock springs forward is 23 hours long, both ends in the zone's own midnights", () => {
    const range = localDayRange("2026-03-08", "2026-03-08", "America/Los_Angeles");
    expect(range.start.toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-03-09T07:00:00.000Z");
    expect(range.end.getTime() - range.start.getTime()).toBe(23 * 3_600_000);
  });

  it("a day the clock falls back is 25 hours long", () => {
    const range = localDayRange("2026-11-01", "2026-11-01", "America/Chicago");
    expect(range.start.toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-11-02T06:00:00.000Z");
    expect(range.end.getTime() - range.start.getTime()).toBe(25 * 3_600_000);
  });

  it("includes both ends of a range across a change", () => {
    const range = localDayRange("2026-10-31", "2026-11-02", "America/Los_Angeles");
    expect(range.start.toISOString()).toBe("2026-10-31T07:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-11-03T08:00:00.000Z");
    // The last instant of each end day falls inside, the next day's first does not.
    expect(localDay(new Date(range.end.getTime() - 1), "America/Los_Angeles")).toBe("2026-11-02");
    expect(localDay(range.end, "America/Los_Angeles")).toBe("2026-11-03");
  });
});

describe("isoInZone", () => {
  it.each([
    ["2026-11-28T03:30:00Z", "America/Chicago", "2026-11-27T21:30:00-06:00"],
    ["2026-07-01T02:30:00.750Z", "America/Chicago", "2026-06-30T21:30:00-05:00"],
    ["2026-11-28T07:30:00Z", "America/Los_Angeles", "2026-11-27T23:30:00-08:00"],
    ["2026-11-28T03:30:00Z", "UTC", "2026-11-28T03:30:00+00:00"],
    ["2026-11-28T03:30:00Z", "Asia/Kolkata", "2026-11-28T09:00:00+05:30"],
    // Either side of the fall-back: the same wall time twice, told apart by the offset.
    ["2026-11-01T06:30:00Z", "America/Chicago", "2026-11-01T01:30:00-05:00"],
    ["2026-11-01T07:30:00Z", "America/Chicago", "2026-11-01T01:30:00-06:00"],
    // Either side of the spring-forward: 01:59:59 then 03:00:00.
    ["2026-03-08T07:59:59Z", "America/Chicago", "2026-03-08T01:59:59-06:00"],
    ["2026-03-08T08:00:00Z", "America/Chicago", "2026-03-08T03:00:00-05:00"],
  ])("%s in %s is %s", (instant, zone, iso) => {
    expect(isoInZone(at(instant), zone)).toBe(iso);
    expect(Date.parse(iso)).toBe(Math.floor(at(instant).getTime() / 1000) * 1000);
  });

  it("knows each zone's offset", () => {
    expect(zoneOffsetMinutes(at("2026-01-15T12:00:00Z"), "America/Chicago")).toBe(-360);
    expect(zoneOffsetMinutes(at("2026-07-15T12:00:00Z"), "America/Chicago")).toBe(-300);
    expect(zoneOffsetMinutes(at("2026-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
  });
});

describe("formatInZone and formatDay", () => {
  it.each([
    ["2026-11-28T03:30:00Z", "America/Chicago", "dateTime", "Nov 27, 2026, 9:30 PM"],
    ["2026-11-28T07:30:00Z", "America/Los_Angeles", "date", "Nov 27, 2026"],
    ["2026-11-28T07:30:00Z", "America/New_York", "date", "Nov 28, 2026"],
    ["2026-11-28T07:30:00Z", "America/Los_Angeles", "long", "November 27, 2026 at 11:30 PM"],
    ["2026-11-28T07:30:00Z", "America/Los_Angeles", "time", "11:30 PM"],
  ] as const)("%s in %s (%s) reads %s", (instant, zone, style, text) => {
    expect(formatInZone(at(instant), zone, style)).toBe(text);
    expect(formatInZone(instant, zone, style)).toBe(text);
  });

  it("reads a calendar day as itself, whatever the runner's zone", () => {
    expect(formatDay("2026-11-27")).toBe("Nov 27, 2026");
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026");
  });
});

describe("instantOfWallTime and wallTimeOf: a datetime-local value read in the company's zone, not the process's", () => {
  it.each([
    // Evening in Los Angeles is already the next day in UTC and two hours later in Chicago.
    ["2026-11-27T21:30", "America/Los_Angeles", "2026-11-28T05:30:00.000Z"],
    ["2026-11-27T21:30", "America/Chicago", "2026-11-28T03:30:00.000Z"],
    ["2026-11-27T21:30", "UTC", "2026-11-27T21:30:00.000Z"],
    ["2026-11-27T21:30:15", "America/Los_Angeles", "2026-11-28T05:30:15.000Z"],
    // Summer time: seven hours behind UTC in Los Angeles.
    ["2026-07-01T09:00", "America/Los_Angeles", "2026-07-01T16:00:00.000Z"],
    ["2027-01-01T00:00", "America/Los_Angeles", "2027-01-01T08:00:00.000Z"],
    ["2026-11-28T00:00", "Asia/Kolkata", "2026-11-27T18:30:00.000Z"],
    // The clock jumps from 2:00 to 3:00 on March 8, 2026: 2:30 is read with the offset before (3:30 by the new clock).
    ["2026-03-08T02:30", "America/Chicago", "2026-03-08T08:30:00.000Z"],
    ["2026-03-08T03:00", "America/Chicago", "2026-03-08T08:00:00.000Z"],
    ["2026-03-08T01:59", "America/Chicago", "2026-03-08T07:59:00.000Z"],
    // 1:30 happens twice on November 1, 2026: the first one (daylight time) is meant.
    ["2026-11-01T01:30", "America/Chicago", "2026-11-01T06:30:00.000Z"],
    ["2026-11-01T02:00", "America/Chicago", "2026-11-01T08:00:00.000Z"],
  ])("%s in %s is %s", (wall, zone, iso) => {
    expect(instantOfWallTime(wall, zone)?.toISOString()).toBe(iso);
  });

  it.each(["", "2026-11-27", "2026-11-27 21:30", "2026-02-30T10:00", "2026-11-27T24:00", "2026-13-01T10:00", "soon"])("%j is no time", (text) => {
    expect(instantOfWallTime(text, "America/Los_Angeles")).toBeNull();
  });

  it.each([
    ["2026-11-28T05:30:00Z", "America/Los_Angeles", "2026-11-27T21:30"],
    ["2026-11-28T05:30:00Z", "America/Chicago", "2026-11-27T23:30"],
    ["2026-07-01T16:00:59Z", "America/Los_Angeles", "2026-07-01T09:00"],
    ["2026-11-01T06:30:00Z", "America/Chicago", "2026-11-01T01:30"],
    ["2026-11-01T07:30:00Z", "America/Chicago", "2026-11-01T01:30"],
  ])("%s reads %s as %s", (iso, zone, wall) => {
    expect(wallTimeOf(iso, zone)).toBe(wall);
    expect(wallTimeOf(new Date(iso), zone)).toBe(wall);
  });

  it.each([null, undefined, "", "not a date"])("%j reads as an empty field", (value) => {
    expect(wallTimeOf(value, "America/Los_Angeles")).toBe("");
  });

  it("a wall time read back in the same zone is the same wall time, across a year of Los Angeles and Chicago", () => {
    for (const zone of ["America/Los_Angeles", "America/Chicago"]) {
      for (let day = 0; day < 365; day += 7) {
        const wall = wallTimeOf(new Date(Date.UTC(2026, 0, 1 + day, 17, 45)), zone);
        expect(wallTimeOf(instantOfWallTime(wall, zone), zone)).toBe(wall);
      }
    }
  });
});
