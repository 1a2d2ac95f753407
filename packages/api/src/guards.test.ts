/**
 * STYLE #11: walk the router and fail on any procedure that skips the ladder: one with no guard
 * must be on the public allowlist, and one whose only guard is being signed in (authed, module)
 * on the signed-in allowlist with its reason. Keep both allowlists and the shim table honest, and
 * test the checker itself.
 */
import { describe, expect, it } from "vitest";
import { appRouter, PUBLIC_PROCEDURES, SIGNED_IN_PROCEDURES } from "./root.ts";
import { SHIM_TABLE } from "./shims/table.ts";
import {
  anyPermissionProcedure,
  authedProcedure,
  controlProcedure,
  guardKindOf,
  moduleProcedure,
  payerProcedure,
  permissionProcedure,
  publicProcedure,
  router,
  staffProcedure,
} from "./trpc.ts";

interface ProcedureLike {
  _def: { middlewares: readonly unknown[] };
}
interface RouterLike {
  _def: { procedures: Record<string, unknown> };
}

function proceduresOf(r: RouterLike): Record<string, ProcedureLike> {
  return r._def.procedures as Record<string, ProcedureLike>;
}

/** The strongest guarantee among a procedure's middlewares. */
function guardOf(procedure: ProcedureLike): "permission" | "signed-in" | null {
  const kinds = procedure._def.middlewares.map((fn) => guardKindOf(fn));
  if (kinds.includes("permission")) return "permission";
  if (kinds.includes("signed-in")) return "signed-in";
  return null;
}

/** Every problem the guard rules find, as readable sentences (empty when the router is sound). */
function guardProblems(
  r: RouterLike,
  publicPaths: readonly string[],
  signedInOnly: Readonly<Record<string, string>>,
  shims: readonly { method: string; path: string; procedure: string }[] = [],
): string[] {
  const procedures = proceduresOf(r);
  const problems: string[] = [];
  for (const [path, procedure] of Object.entries(procedures)) {
    const guard = guardOf(procedure);
    if (guard === null && !publicPaths.includes(path)) {
      problems.push(`procedure "${path}" has no guard and is not in PUBLIC_PROCEDURES`);
    }
    if (guard === "signed-in" && !(path in signedInOnly)) {
      problems.push(`procedure "${path}" is guarded only by sign-in and is not in SIGNED_IN_PROCEDURES`);
    }
  }
  for (const path of publicPaths) {
    if (!(path in procedures)) problems.push(`PUBLIC_PROCEDURES names "${path}", which is not a procedure`);
  }
  for (const [path, reason] of Object.entries(signedInOnly)) {
    const procedure = procedures[path];
    if (!procedure) problems.push(`SIGNED_IN_PROCEDURES names "${path}", which is not a procedure`);
    else if (guardOf(procedure) !== "signed-in")
      problems.push(`SIGNED_IN_PROCEDURES names "${path}", which is not guarded by sign-in alone`);
    if (reason.trim().length < 10) problems.push(`SIGNED_IN_PROCEDURES gives "${path}" no reason`);
  }
  const seen = new Set<string>();
  for (const shim of shims) {
    if (!(shim.procedure in procedures))
      problems.push(`shim ${shim.method} ${shim.path} names unknown procedure "${shim.procedure}"`);
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

  it("guards every procedure with a permission rule unless an allowlist says why not, and the allowlists are current", () => {
    expect(guardProblems(appRouter, PUBLIC_PROCEDURES, SIGNED_IN_PROCEDURES, [])).toEqual([]);
  });

  it("maps every shim to an existing procedure, once per method and path", () => {
    expect(SHIM_TABLE.length).toBeGreaterThan(0);
    expect(guardProblems(appRouter, PUBLIC_PROCEDURES, SIGNED_IN_PROCEDURES, SHIM_TABLE)).toEqual([]);
  });

  it("keeps the procedures behind the sign-in pages public, the account ones signed in, API keys and the shared lists on a rung", () => {
    const procedures = proceduresOf(appRouter);
    const guard = (path: string) => guardOf(procedures[path]!);
    expect(guard("auth.login")).toBeNull();
    expect(guard("account.changePassword")).toBe("signed-in");
    // Staff only, from a session: parents hold no API keys.
    expect(guard("account.apiKeys.create")).toBe("permission");
    expect(guard("categories.find")).toBe("permission");
    expect(guard("coa.list")).toBe("permission");
    expect(guard("companies.search")).toBe("permission");
    expect(guard("companies.suggest")).toBe("permission");
    expect(guard("outbox.get")).toBe("permission");
    // The payer rung decides whose cart (terminal staff, parent, guest): a rule, not mere sign-in.
    expect(guard("cart.list")).toBe("permission");
    expect(guard("cart.add")).toBe("permission");
  });
});

describe("the guard checker itself", () => {
  const sample = router({
    open: publicProcedure.query(() => "anyone"),
    signedIn: authedProcedure.query(() => "signed in"),
    inModule: moduleProcedure.query(() => "module"),
    permitted: permissionProcedure("reports.view").query(() => "permitted"),
    eitherPermitted: anyPermissionProcedure("reports.view", "items.view").query(() => "either"),
    control: controlProcedure.query(() => "control"),
    staff: staffProcedure.query(() => "staff"),
    payer: payerProcedure.query(() => "payer"),
    nested: router({ leak: publicProcedure.mutation(() => "oops") }),
  });
  const signedInOnly = { signedIn: "a sample reason", inModule: "a sample reason" };

  it("reports an unguarded procedure that is not allowlisted, nested ones included", () => {
    expect(guardProblems(sample, ["open"], signedInOnly)).toEqual([
      `procedure "nested.leak" has no guard and is not in PUBLIC_PROCEDURES`,
    ]);
  });

  it("accepts permission, any-permission, control, staff and payer rungs as guarded", () => {
    expect(guardProblems(sample, ["open", "nested.leak"], signedInOnly)).toEqual([]);
  });

  it("reports a procedure guarded only by sign-in or a module unless the signed-in allowlist names it", () => {
    expect(guardProblems(sample, ["open", "nested.leak"], {})).toEqual([
      `procedure "signedIn" is guarded only by sign-in and is not in SIGNED_IN_PROCEDURES`,
      `procedure "inModule" is guarded only by sign-in and is not in SIGNED_IN_PROCEDURES`,
    ]);
  });

  it("reports a signed-in allowlist entry that is missing, stronger than sign-in, or has no reason", () => {
    expect(
      guardProblems(sample, ["open", "nested.leak"], {
        ...signedInOnly,
        gone: "a sample reason",
        permitted: "a sample reason",
        inModule: "",
      }),
    ).toEqual([
      `SIGNED_IN_PROCEDURES gives "inModule" no reason`,
      `SIGNED_IN_PROCEDURES names "gone", which is not a procedure`,
      `SIGNED_IN_PROCEDURES names "permitted", which is not guarded by sign-in alone`,
    ]);
  });

  it("reports an allowlist entry that names no procedure", () => {
    expect(guardProblems(sample, ["open", "nested.leak", "auth.gone"], signedInOnly)).toEqual([
      `PUBLIC_PROCEDURES names "auth.gone", which is not a procedure`,
    ]);
  });

  it("reports a shim naming an unknown procedure, and a path mounted twice", () => {
    const shims = [
      { method: "POST", path: "/x", procedure: "signedIn" },
      { method: "POST", path: "/x", procedure: "signedIn" },
      { method: "GET", path: "/y", procedure: "nope.missing" },
    ];
    expect(guardProblems(sample, ["open", "nested.leak"], signedInOnly, shims)).toEqual([
      "shim POST /x is mounted twice",
      `shim GET /y names unknown procedure "nope.missing"`,
    ]);
  });

  it("does not take an ordinary middleware for a guard", () => {
    const notAGuard = publicProcedure.use(({ next }) => next());
    const r = router({ sneaky: notAGuard.query(() => "x") });
    expect(guardProblems(r, [], {})).toEqual([`procedure "sneaky" has no guard and is not in PUBLIC_PROCEDURES`]);
  });

  it("does not take an ordinary middleware on a signed-in procedure for a permission", () => {
    const r = router({ sneaky: authedProcedure.use(({ next }) => next()).query(() => "x") });
    expect(guardProblems(r, [], {})).toEqual([
      `procedure "sneaky" is guarded only by sign-in and is not in SIGNED_IN_PROCEDURES`,
    ]);
  });
});
