import { isSettled } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import { plannedAt } from "./seed-orders.ts";

const utc = (time: string) => new Date(`2026-11-29T${time}Z`);

describe("plannedAt: when a planned demo order was placed", () => {
  it.each<[string, Date, { minutesAgo: number; inOpenBatch?: true }, Date]>([
    ["an order its minutes before the seed", utc("12:00:00"), { minutesAgo: 90 }, utc("10:30:00")],
    ["one in the open batch, the close long past: its minutes before", utc("12:00:00"), { minutesAgo: 45, inOpenBatch: true }, utc("11:15:00")],
    ["one in the open batch, seeded 20 minutes after the 06:00 close: a minute after it", utc("06:20:00"), { minutesAgo: 45, inOpenBatch: true }, utc("06:01:00")],
    ["one in the open batch, seeded within a minute of the close: a second before the seed", utc("06:00:30"), { minutesAgo: 45, inOpenBatch: true }, utc("06:00:29")],
    ["another order seeded just after the close keeps its time", utc("06:20:00"), { minutesAgo: 45 }, utc("05:35:00")],
  ])("%s", (_case, now, order, expected) => {
    expect(plannedAt(order, now)).toEqual(expected);
  });

  it("keeps the open-batch order unsettled at any hour of the seed", () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(utc("00:00:00").getTime() + minute * 60_000);
      expect(isSettled(plannedAt({ minutesAgo: 45, inOpenBatch: true }, now), now), now.toISOString()).toBe(false);
    }
  });
});
