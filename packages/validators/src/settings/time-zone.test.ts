import { describe, expect, it } from "vitest";
import { TIME_ZONE_MESSAGES, ZTimeZoneSetRequestSchema } from "./time-zone.ts";

describe("time zone setting", () => {
  it.each([
    ["America/Chicago", "America/Chicago"],
    ["America/Los_Angeles", "America/Los_Angeles"],
    ["America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"],
    ["UTC", "UTC"],
    [" America/Denver ", "America/Denver"],
    ["", null],
    [null, null],
  ])("takes %j as %j", (timeZone, expected) => {
    expect(ZTimeZoneSetRequestSchema.parse({ timeZone }).timeZone).toBe(expected);
  });

  it.each(["Mars/Olympus_Mons", "EST", "CST6CDT", "america/chicago", "Chicago", "-06:00", 42])("refuses %j with one message", (timeZone) => {
    const parsed = ZTimeZoneSetRequestSchema.safeParse({ timeZone });
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error?.issues.map((issue) => issue.message))).toEqual(new Set([TIME_ZONE_MESSAGES.notAZone]));
  });
});
