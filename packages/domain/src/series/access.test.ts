import { describe, expect, it } from "vitest";
import type { Actor } from "../access.ts";
import { maySeeSeries } from "./access.ts";

const who = (kind: Actor["kind"], companyPath: string, userId = 10) => ({ kind, companyPath, userId });
const lincolnSeries = { companyPath: "/1/2/3/", payerUserId: 10 };
const guestSeries = { companyPath: "/1/2/3/", payerUserId: null };

describe("maySeeSeries", () => {
  it.each([
    ["control, anywhere", who("CONTROL", "/1/"), "control", lincolnSeries, true],
    ["staff of the series' company", who("ADMIN", "/1/2/3/"), "school", lincolnSeries, true],
    ["staff of the district above it", who("ADMIN", "/1/2/"), "school", lincolnSeries, true],
    ["staff of a sister school", who("ADMIN", "/1/2/4/"), "school", lincolnSeries, false],
    ["the parent who bought it", who("PARENT", "/1/2/3/", 10), "parent", lincolnSeries, true],
    ["another parent of the same school", who("PARENT", "/1/2/3/", 11), "parent", lincolnSeries, false],
    ["a parent and a guest's series", who("PARENT", "/1/2/3/", 10), "parent", guestSeries, false],
    ["staff in the parent area (not their own purchase)", who("ADMIN", "/1/2/3/", 10), "parent", lincolnSeries, false],
  ] as const)("%s → %s", (_name, actor, module, series, expected) => {
    expect(maySeeSeries(actor, module, series)).toBe(expected);
  });
});
