import { describe, expect, it } from "vitest";
import { eventLines } from "./event-details.ts";

const DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;

describe("eventLines (the terminal's event page: when and where, each when known)", () => {
  it("shows start – end when both are set, and the trimmed location", () => {
    const lines = eventLines({ eventStartsAt: "2026-12-05T19:00:00Z", eventEndsAt: new Date("2026-12-05T21:00:00Z"), eventLocation: "  Main gym " });
    const [start, end] = (lines.when ?? "").split(" – ");
    expect(start).toMatch(DATE_TIME);
    expect(end).toMatch(DATE_TIME);
    expect(lines.where).toBe("Main gym");
  });

  it.each([
    { name: "nothing set", item: {}, when: null, where: null },
    { name: "no start (an end alone says nothing)", item: { eventEndsAt: "2026-12-05T21:00:00Z" }, when: null, where: null },
    { name: "an unreadable date", item: { eventStartsAt: "not a date" }, when: null, where: null },
    { name: "a blank location", item: { eventLocation: "   " }, when: null, where: null },
  ])("$name", ({ item, when, where }) => {
    expect(eventLines(item)).toEqual({ when, where });
  });

  it("a start alone is shown alone", () => {
    expect(eventLines({ eventStartsAt: "2026-12-05T19:00:00Z", eventEndsAt: null }).when).toMatch(DATE_TIME);
  });
});
