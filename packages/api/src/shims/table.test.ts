/**
 * The shim table's order (modules.ts): Express answers a request with the first mounted route
 * that matches it, so a URL whose pattern matches every request of a later URL of the same method
 * hides it for good. Keep fixed paths before parameters in the same place, and test the check.
 */
import { describe, expect, it } from "vitest";
import { SHIM_TABLE } from "./table.ts";

type Route = { method: string; path: string };

const segments = (path: string) => path.split("/").filter(Boolean);

/** Whether every request `later` answers is answered by `earlier` first. */
function hides(earlier: Route, later: Route): boolean {
  if (earlier.method !== later.method) return false;
  const a = segments(earlier.path);
  const b = segments(later.path);
  return a.length === b.length && a.every((segment, i) => segment.startsWith(":") || segment === b[i]);
}

function hiddenRoutes(table: readonly Route[]): string[] {
  const problems: string[] = [];
  table.forEach((later, j) => {
    const earlier = table.slice(0, j).find((route) => hides(route, later));
    if (earlier) problems.push(`${later.method} ${later.path} is hidden by ${earlier.method} ${earlier.path} mounted before it`);
  });
  return problems;
}

describe("the shim table's order", () => {
  it("mounts no URL where an earlier one answers all its requests", () => {
    expect(hiddenRoutes(SHIM_TABLE)).toEqual([]);
  });

  it("reports a parameter mounted before a fixed path it matches, and nothing else", () => {
    const list = { method: "GET", path: "/:module/reports/txn/list" };
    const one = { method: "GET", path: "/:module/reports/txn/:orderId" };
    expect(hiddenRoutes([list, one])).toEqual([]);
    expect(hiddenRoutes([one, list])).toEqual(["GET /:module/reports/txn/list is hidden by GET /:module/reports/txn/:orderId mounted before it"]);
    expect(hiddenRoutes([one, { ...list, method: "POST" }])).toEqual([]);
    expect(hiddenRoutes([one, { method: "GET", path: "/:module/reports/txn/list/csv" }])).toEqual([]);
  });
});
