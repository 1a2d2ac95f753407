import { describe, expect, it } from "vitest";
import { INDEFINITE_OCCURRENCES, parseCalendarDate, previewChargeDates, showIntervalCalendar } from "./recurring.ts";

describe("showIntervalCalendar (docs/product/items-and-fees.md, Recurring settings)", () => {
  it("is true only above 7 days", () => {
    expect(showIntervalCalendar(1)).toBe(false);
    expect(showIntervalCalendar(7)).toBe(false);
    expect(showIntervalCalendar(8)).toBe(true);
    expect(showIntervalCalendar(30)).toBe(true);
  });
});

describe("parseCalendarDate", () => {
  it("accepts real dates, leap days included", () => {
    expect(parseCalendarDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(["2023-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-4-1", "", "2024-04-01T00:00"])("refuses %j", (text) => {
    expect(() => parseCalendarDate(text)).toThrow(RangeError);
  });
});

describe("previewChargeDates, date mode", () => {
  it("charges monthly on the chosen day, starting on or after the start date", () => {
    const settings = { recurringMode: "date", recurringDay: 15, recurControl: "times", billingOccurs: 3 } as const;
    expect(previewChargeDates(settings, "2024-01-10")).toEqual(["2024-01-15", "2024-02-15", "2024-03-15"]);
    expect(previewChargeDates(settings, "2024-01-15")).toEqual(["2024-01-15", "2024-02-15", "2024-03-15"]);
    expect(previewChargeDates(settings, "2024-01-16")).toEqual(["2024-02-15", "2024-03-15", "2024-04-15"]);
  });

  it("clamps days 29–31 to the month's end and returns to the chosen day after", () => {
    const settings = { recurringMode: "date", recurringDay: 31, recurControl: "times", billingOccurs: 5 } as const;
    expect(previewChargeDates(settings, "2024-01-01")).toEqual([
      "2024-01-31",
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
      "2024-05-31",
    ]);
    expect(previewChargeDates({ ...settings, recurringDay: 29, billingOccurs: 2 }, "2023-02-01")).toEqual([
      "2023-02-28",
      "2023-03-29",
    ]);
  });

  it("starts this month when the clamped day is still ahead", () => {
    const settings = { recurringMode: "date", recurringDay: 30, recurControl: "times", billingOccurs: 2 } as const;
    expect(previewChargeDates(settings, "2023-02-28")).toEqual(["2023-02-28", "2023-03-30"]);
  });

  it("crosses the year end", () => {
    const settings = { recurringMode: "date", recurringDay: 5, recurControl: "times", billingOccurs: 3 } as const;
    expect(previewChargeDates(settings, "2024-11-20")).toEqual(["2024-12-05", "2025-01-05", "2025-02-05"]);
  });

  it("lists 100 charges when indefinite", () => {
    const dates = previewChargeDates({ recurringMode: "date", recurringDay: 1, recurControl: "indefinitely" }, "2024-01-01");
    expect(dates).toHaveLength(INDEFINITE_OCCURRENCES.date);
    expect(dates).toHaveLength(100);
    expect(dates.at(-1)).toBe("2032-04-01");
  });

  it("stops on or before the until date", () => {
    const settings = {
      recurringMode: "date",
      recurringDay: 10,
      recurControl: "until",
      recurringAvailableUntil: "2024-03-10",
    } as const;
    expect(previewChargeDates(settings, "2024-01-01")).toEqual(["2024-01-10", "2024-02-10", "2024-03-10"]);
    expect(previewChargeDates({ ...settings, recurringAvailableUntil: "2024-03-09" }, "2024-01-01")).toHaveLength(2);
    expect(previewChargeDates({ ...settings, recurringAvailableUntil: "2023-12-31" }, "2024-01-01")).toEqual([]);
  });

  it("caps a far-off until date like indefinitely", () => {
    const settings = {
      recurringMode: "date",
      recurringDay: 10,
      recurControl: "until",
      recurringAvailableUntil: "9999-12-31",
    } as const;
    expect(previewChargeDates(settings, "2024-01-01")).toHaveLength(100);
  });

  it("refuses an impossible recurring day", () => {
    for (const recurringDay of [0, 32, 1.5, undefined]) {
      expect(() =>
        previewChargeDates({ recurringMode: "date", recurringDay, recurControl: "times", billingOccurs: 1 }, "2024-01-01"),
      ).toThrow(RangeError);
    }
  });
});

describe("previewChargeDates, interval mode", () => {
  it("charges on the start date and then every interval", () => {
    const settings = { recurringMode: "interval", billingIntervalDays: 14, recurControl: "times", billingOccurs: 3 } as const;
    expect(previewChargeDates(settings, "2024-02-20")).toEqual(["2024-02-20", "2024-03-05", "2024-03-19"]);
  });

  it("is not shifted by daylight saving time in the test's time zone", () => {
    // America/Chicago springs forward on 2024-03-10 and falls back on 2024-11-03.
    const settings = { recurringMode: "interval", billingIntervalDays: 1, recurControl: "times", billingOccurs: 3 } as const;
    expect(previewChargeDates(settings, "2024-03-09")).toEqual(["2024-03-09", "2024-03-10", "2024-03-11"]);
    expect(previewChargeDates(settings, "2024-11-02")).toEqual(["2024-11-02", "2024-11-03", "2024-11-04"]);
  });

  it("lists 50 charges when indefinite", () => {
    const dates = previewChargeDates(
      { recurringMode: "interval", billingIntervalDays: 30, recurControl: "indefinitely" },
      "2024-01-01",
    );
    expect(dates).toHaveLength(INDEFINITE_OCCURRENCES.interval);
    expect(dates).toHaveLength(50);
  });

  it("stops on or before the until date", () => {
    const settings = {
      recurringMode: "interval",
      billingIntervalDays: 10,
      recurControl: "until",
      recurringAvailableUntil: "2024-01-21",
    } as const;
    expect(previewChargeDates(settings, "2024-01-01")).toEqual(["2024-01-01", "2024-01-11", "2024-01-21"]);
  });

  it("lists nothing for zero times", () => {
    const settings = { recurringMode: "interval", billingIntervalDays: 10, recurControl: "times", billingOccurs: 0 } as const;
    expect(previewChargeDates(settings, "2024-01-01")).toEqual([]);
  });

  it("refuses missing or impossible settings", () => {
    expect(() =>
      previewChargeDates({ recurringMode: "interval", billingIntervalDays: 0, recurControl: "indefinitely" }, "2024-01-01"),
    ).toThrow(RangeError);
    expect(() =>
      previewChargeDates({ recurringMode: "interval", billingIntervalDays: 7, recurControl: "times" }, "2024-01-01"),
    ).toThrow(RangeError);
    expect(() =>
      previewChargeDates({ recurringMode: "interval", billingIntervalDays: 7, recurControl: "until" }, "2024-01-01"),
    ).toThrow(RangeError);
    expect(() =>
      previewChargeDates({ recurringMode: "interval", billingIntervalDays: 7, recurControl: "indefinitely" }, "01/02/2024"),
    ).toThrow(RangeError);
  });
});
