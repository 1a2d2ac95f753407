/**
 * The router convention (CONTRIBUTING.md): a domain's `router.ts` only wires the procedures its
 * folder's files export. A procedure written inline in a router file fails here, with the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROUTERS = path.join(path.dirname(fileURLToPath(import.meta.url)), "routers");

/** The procedure-making calls a router file must not hold (comments and strings aside). */
function inlineProcedures(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
  return [...code.matchAll(/\.(query|mutation|subscription)\s*\(/g)].map((m) => m[1]!);
}

describe("inlineProcedures", () => {
  it("finds a procedure defined in place, not one in a comment or a string", () => {
    expect(inlineProcedures("export const r = router({ list: canView.input(Z).query(({ ctx }) => find(ctx)) });")).toEqual(["query"]);
    expect(inlineProcedures("router({ a: x.mutation(async () => 1), b: y\n  .subscription(() => z) })")).toEqual(["mutation", "subscription"]);
    expect(inlineProcedures('/** calls .query( below */\n// .mutation(\nconst s = ".query(";\nrouter({ list: listProcedure });')).toEqual([]);
  });
});

describe("every router file only wires procedure files", () => {
  const routerFiles = readdirSync(ROUTERS, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "router.ts")
    .sort();
  it("finds the routers", () => {
    expect(routerFiles.length).toBeGreaterThan(50);
  });
  it.each(routerFiles)("routers/%s", (file) => {
    expect(inlineProcedures(readFileSync(path.join(ROUTERS, file), "utf8"))).toEqual([]);
  });
  it("makes routers only in files named router.ts (a nested router is a folder of its own)", () => {
    const elsewhere = readdirSync(ROUTERS, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && path.basename(file) !== "router.ts" && /\brouter\(\{/.test(readFileSync(path.join(ROUTERS, file), "utf8")),
    );
    expect(elsewhere).toEqual([]);
  });
});
