import { describe, expect, it } from "vitest";

describe("the test runner's time zone", () => {
  it("is pinned to one that is not UTC, so date code that forgets a zone fails here", () => {
    expect(process.env.TZ).toBe("America/Chicago");
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/Chicago");
    // Midnight UTC on 1 Jan is still the previous day in Chicago.
    expect(new Date("2026-01-01T00:00:00Z").getDate()).toBe(31);
  });
});
