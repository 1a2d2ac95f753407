import { describe, expect, it } from "vitest";
import { loginPath, safeNextPath } from "./paths.ts";

describe("safeNextPath (after sign-in, and the terminal's success?return_url: same-site paths only)", () => {
  it.each([
    { next: "/school/virtual-terminal/office", safe: "/school/virtual-terminal/office" },
    { next: "/school/reports/txn?page=2#top", safe: "/school/reports/txn?page=2#top" },
    { next: null, safe: null },
    { next: "", safe: null },
    { next: "https://evil.example/", safe: null },
    { next: "//evil.example", safe: null },
    { next: "/\\evil.example", safe: null },
    { next: "javascript:alert(1)", safe: null },
    { next: "school/office", safe: null },
    // Back to the sign-in page would loop.
    { next: "/login", safe: null },
    { next: "/login?next=%2Fschool", safe: null },
  ])("$next → $safe", ({ next, safe }) => {
    expect(safeNextPath(next)).toBe(safe);
  });

  it("loginPath carries the page to come back to, but not the home page", () => {
    expect(loginPath("/school/dashboard?date_range=7d")).toBe("/login?next=%2Fschool%2Fdashboard%3Fdate_range%3D7d");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath()).toBe("/login");
  });
});
