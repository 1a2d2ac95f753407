/**
 * STYLE #11: walk the router and fail on any procedure that skips the ladder (no guard among its
 * middlewares) unless it is on the public allowlist; keep the allowlist and the shim table honest.
 */
import { describe, expect, it } from "vitest";
import { appRouter, PUBLIC_PROCEDURES } from "./root.ts";
import { SHIM_TABLE } from "./shims/table.ts";
import { authedProcedure, isGuardMiddleware, moduleProcedure, permissionProcedure, publicProcedure, router } from "./trpc.ts";

interface ProcedureLike {
  _def: { middlewares: readonly unknown[] };
}
interface RouterLike {
  _def: { procedures: Record<string, unknown> };
}

function proceduresOf(r: RouterLike): Record<string, ProcedureLike> {
  return r._def.procedures as Record<string, ProcedureLike>;
}

/** Every problem the guard rules find, as readable sentences (empty when the router is sound). */
function guardProblems(
  r: RouterLike,
  publicPaths: readonly string[],
  shims: readonly { method: string; path: string; procedure: string }[] = [],
): string[] {
  const procedures = proceduresOf(r);
  const problems: string[] = [];
  for (const [path, procedure] of Object.entries(procedures)) {
    const guarded = procedure._def.middlewares.some((fn) => isGuardMiddleware(fn));
    if (!guarded && !publicPaths.includes(path)) {
      problems.push(`procedure "${path}" has no guard and is not in PUBLIC_PROCEDURES`);
    }
  }
  for (const path of publicPaths) {
    if (!(path in procedures)) problems.push(`PUBLIC_PROCEDURES names "${path}", which is not a procedure`);
  }
  const seen = new Set<string>();
  for (const shim of shims) {
    if (!(shim.procedure in procedures)) problems.push(`shim ${shim.method} ${shim.path} names unknown procedure "${shim.procedure}"`);
    const key = `${shim.method} ${shim.path}`;
    if (seen.has(key)) problems.push(`shim ${key} is mounted twice`);
    seen.add(key);
  }
  return problems;
}

describe("the app router's guards", () => {
  it("has procedures to check", () => {
    expect(Object.keys(proceduresOf(appRouter)).length).toBeGreaterThan(0);
  });

  it("guards every procedure that is not on the public allowlist, and the allowlist names real procedures", () => {
    expect(guardProblems(appRouter, PUBLIC_PROCEDURES, [])).toEqual([]);
  });

  it("maps every shim to an existing procedure, once per method and path", () => {
    expect(SHIM_TABLE.length).toBeGreaterThan(0);
    expect(guardProblems(appRouter, PUBLIC_PROCEDURES, SHIM_TABLE)).toEqual([]);
  });

  it("keeps the procedures behind the sign-in pages public, and the account ones guarded", () => {
    const procedures = proceduresOf(appRouter);
    const guarded = (path: string) => procedures[path]!._def.middlewares.some((fn) => isGuardMiddleware(fn));
    expect(guarded("auth.login")).toBe(false);
    expect(guarded("account.changePassword")).toBe(true);
    expect(guarded("account.apiKeys.create")).toBe(true);
  });
});

describe("the guard checker itself", () => {
  const sample = router({
    open: publicProcedure.query(() => "anyone"),
    signedIn: authedProcedure.query(() => "signed in"),
    inModule: moduleProcedure.query(() => "module"),
    permitted: permissionProcedure("reports.view").query(() => "permitted"),
    nested: router({ leak: publicProcedure.mutation(() => "oops") }),
  });

  it("reports an unguarded procedure that is not allowlisted, nested ones included", () => {
    expect(guardProblems(sample, ["open"])).toEqual([`procedure "nested.leak" has no guard and is not in PUBLIC_PROCEDURES`]);
  });

  it("accepts authed, module and permission procedures as guarded", () => {
    expect(guardProblems(sample, ["open", "nested.leak"])).toEqual([]);
  });

  it("reports an allowlist entry that names no procedure", () => {
    expect(guardProblems(sample, ["open", "nested.leak", "auth.gone"])).toEqual([
      `PUBLIC_PROCEDURES names "auth.gone", which is not a procedure`,
    ]);
  });

  it("reports a shim naming an unknown procedure, and a path mounted twice", () => {
    const shims = [
      { method: "POST", path: "/x", procedure: "signedIn" },
      { method: "POST", path: "/x", procedure: "signedIn" },
      { method: "GET", path: "/y", procedure: "nope.missing" },
    ];
    expect(guardProblems(sample, ["open", "nested.leak"], shims)).toEqual([
      "shim POST /x is mounted twice",
      `shim GET /y names unknown procedure "nope.missing"`,
    ]);
  });

  it("does not take an ordinary middleware for a guard", () => {
    const notAGuard = publicProcedure.use(({ next }) => next());
    const r = router({ sneaky: notAGuard.query(() => "x") });
    expect(guardProblems(r, [])).toEqual([`procedure "sneaky" has no guard and is not in PUBLIC_PROCEDURES`]);
  });
});
