import { describe, expect, it } from "vitest";
import { checkInitialBundle, eagerAssets, kB } from "./initial-bundle.ts";

const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
    <link rel="prefetch" href="/assets/LoginPage-d4.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("eagerAssets", () => {
  it("lists the entry script, preloaded chunks and stylesheets once each, and nothing else", () => {
    expect(eagerAssets(BUILT_INDEX)).toEqual([
      { href: "/assets/index-a1.js", kind: "script" },
      { href: "/assets/react-b2.js", kind: "script" },
      { href: "/assets/index-c3.css", kind: "style" },
    ]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(eagerAssets("<html><head><title>x</title></head></html>")).toEqual([]);
  });
});

describe("checkInitialBundle", () => {
  const assets = [
    { href: "/assets/index.js", kind: "script" as const, gzipBytes: 120_000 },
    { href: "/assets/react.js", kind: "script" as const, gzipBytes: 100_000 },
    { href: "/assets/index.css", kind: "style" as const, gzipBytes: 36_000 },
  ];

  it("sums the scripts against the budget and the stylesheets apart", () => {
    const report = checkInitialBundle(assets, 250_000);
    expect(report).toMatchObject({ scriptBytes: 220_000, styleBytes: 36_000, withinBudget: true });
  });

  it("is within budget at exactly the limit and over it one byte later", () => {
    expect(checkInitialBundle(assets, 220_000).withinBudget).toBe(true);
    expect(checkInitialBundle(assets, 219_999).withinBudget).toBe(false);
  });

  it("says so in the log when over budget", () => {
    const report = checkInitialBundle(assets, 200_000);
    expect(report.withinBudget).toBe(false);
    expect(report.lines.at(-2)).toMatch(/^ *220.00 kB {2}scripts in total \(budget 200.00 kB\) {2}OVER BUDGET$/);
  });

  it("prints kB as Vite does (1,000 bytes)", () => {
    expect(kB(250_000)).toBe("250.00 kB");
    expect(kB(1_234)).toBe("1.23 kB");
  });
});
