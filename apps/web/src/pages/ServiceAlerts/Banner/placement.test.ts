import { describe, expect, it } from "vitest";
import { placeAlerts } from "./placement.ts";

const alert = (alertId: number) => ({ alertId });

describe("placeAlerts", () => {
  it.each([
    { case: "nothing answered yet", messages: undefined, shown: [], above: [], below: [] },
    { case: "all in when the page was shown", messages: [alert(1), alert(2)], shown: [1, 2], above: [1, 2], below: [] },
    { case: "all arrived after the page", messages: [alert(1), alert(2)], shown: [], above: [], below: [1, 2] },
    { case: "one new since the page was shown", messages: [alert(1), alert(3)], shown: [1], above: [1], below: [3] },
    { case: "one answered since (gone from the list)", messages: [alert(2)], shown: [1, 2], above: [2], below: [] },
  ])("$case", ({ messages, shown, above, below }) => {
    const placed = placeAlerts(messages, new Set(shown));
    expect(placed.above.map((a) => a.alertId)).toEqual(above);
    expect(placed.below.map((a) => a.alertId)).toEqual(below);
  });
});
