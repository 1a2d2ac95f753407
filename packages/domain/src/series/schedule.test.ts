import { describe, expect, it } from "vitest";
import { chargeDayOf, hasChargesToCome, seriesSchedule, startOfChargeDay } from "./schedule.ts";

describe("seriesSchedule", () => {
  it.each([
    {
      name: "monthly, bought after the start: from the purchase day, first date paid by the order",
      settings: { recurringMode: "date", recurringDay: 1, recurControl: "times", billingOccurs: 3 } as const,
      startsOn: "2026-01-10",
      boughtOn: "2026-11-24",
      dates: ["2026-12-01", "2027-01-01", "2027-02-01"],
    },
    {
      name: "monthly, bought before the start: from the item's start",
      settings: { recurringMode: "date", recurringDay: 31, recurControl: "times", billingOccurs: 3 } as const,
      startsOn: "2027-01-15",
      boughtOn: "2026-11-24",
      dates: ["2027-01-31", "2027-02-28", "2027-03-31"],
    },
    {
      name: "interval from the purchase day, until a date (inclusive)",
      settings: { recurringMode: "interval", billingIntervalDays: 14, recurControl: "until", recurringAvailableUntil: "2026-12-22" } as const,
      startsOn: "2026-09-01",
      boughtOn: "2026-11-24",
      dates: ["2026-11-24", "2026-12-08", "2026-12-22"],
    },
    {
      name: "until already past: nothing",
      settings: { recurringMode: "interval", billingIntervalDays: 7, recurControl: "until", recurringAvailableUntil: "2026-11-01" } as const,
      startsOn: "2026-09-01",
      boughtOn: "2026-11-24",
      dates: [],
    },
  ])("$name", ({ settings, startsOn, boughtOn, dates }) => {
    expect(seriesSchedule(settings, startsOn, boughtOn).dates).toEqual(dates);
  });

  it("indefinitely stands for the preview's count: 100 monthly, 50 intervals", () => {
    expect(seriesSchedule({ recurringMode: "date", recurringDay: 5, recurControl: "indefinitely" }, "2026-01-01", "2026-11-24").dates).toHaveLength(100);
    expect(seriesSchedule({ recurringMode: "interval", billingIntervalDays: 30, recurControl: "indefinitely" }, "2026-01-01", "2026-11-24").dates).toHaveLength(50);
  });
});

describe("hasChargesToCome", () => {
  it.each([
    [[], false],
    [["2026-12-01"], false],
    [["2026-12-01", "2027-01-01"], true],
  ])("%j → %s", (dates, expected) => {
    expect(hasChargesToCome({ dates })).toBe(expected);
  });
});

describe("charge days", () => {
  it("a day starts at the selling company's midnight and an instant names its day there, whatever the machine's zone", () => {
    expect(startOfChargeDay("2027-03-31", "America/Los_Angeles").toISOString()).toBe("2027-03-31T07:00:00.000Z");
    expect(startOfChargeDay("2027-01-31", "America/Los_Angeles").toISOString()).toBe("2027-01-31T08:00:00.000Z");
    expect(startOfChargeDay("2027-03-31", "UTC").toISOString()).toBe("2027-03-31T00:00:00.000Z");
    // 9:15 pm in Los Angeles is already the next day in UTC: the charge day is still the 31st.
    expect(chargeDayOf(new Date("2027-04-01T04:15:00.000Z"), "America/Los_Angeles")).toBe("2027-03-31");
    expect(chargeDayOf(new Date("2027-04-01T07:00:00.000Z"), "America/Los_Angeles")).toBe("2027-04-01");
    expect(chargeDayOf(new Date("2027-03-31T23:59:59.999Z"), "UTC")).toBe("2027-03-31");
  });
});
