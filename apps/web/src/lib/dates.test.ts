import { describe, expect, it } from "vitest";
import { formatCalendarDay } from "./dates.ts";

describe("formatCalendarDay", () => {
  it.each<[Date | string | null, string]>([
    ["2026-11-27", "Nov 27, 2026"],
    [new Date("2026-12-01T00:00:00Z"), "Dec 1, 2026"],
    ["2026-12-01T00:00:00.000Z", "Dec 1, 2026"],
    [null, "—"],
    ["", "—"],
    ["not a day", "—"],
  ])("%j → %s, the same words in every browser and zone", (value, text) => {
    expect(formatCalendarDay(value)).toBe(text);
  });
});
