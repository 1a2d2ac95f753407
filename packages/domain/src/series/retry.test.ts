import { describe, expect, it } from "vitest";
import { afterDecline, seriesChargeKey } from "./retry.ts";

const now = new Date("2026-11-24T10:00:00.000Z");

describe("afterDecline", () => {
  it.each([
    [1, "2026-11-24T11:00:00.000Z"],
    [2, "2026-11-24T16:00:00.000Z"],
    [3, "2026-11-25T10:00:00.000Z"],
  ])("after attempt %i: retried at %s", (attempts, at) => {
    expect(afterDecline(attempts, now)).toEqual({ next: "retry", at: new Date(at) });
  });

  it.each([4, 5, 12])("after attempt %i: failed", (attempts) => {
    expect(afterDecline(attempts, now)).toEqual({ next: "fail" });
  });

  it.each([0, -1, 1.5])("refuses %s attempts", (attempts) => {
    expect(() => afterDecline(attempts, now)).toThrow(RangeError);
  });
});

describe("seriesChargeKey", () => {
  it("names the occurrence and the attempt: a repeat of one attempt is the same key, the next attempt a new one", () => {
    expect(seriesChargeKey(7, 1)).toBe(seriesChargeKey(7, 1));
    expect(seriesChargeKey(7, 2)).not.toBe(seriesChargeKey(7, 1));
    expect(seriesChargeKey(8, 1)).not.toBe(seriesChargeKey(7, 1));
  });
});
