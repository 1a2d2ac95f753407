/**
 * runShim without a database: the requests here are refused by a guard or by the zod schema
 * before any service runs, so a context with no database is enough.
 */
import type { Db } from "@paydesk/db";
import { ALL_PERMISSIONS, type Actor } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { noopCookieJar, type Context } from "../context.ts";
import { createCaller } from "../root.ts";
import { procedureOf, runShim } from "./run.ts";
import { SHIM_TABLE } from "./table.ts";
import type { ShimRoute } from "./types.ts";

const noDb = new Proxy({} as Db, {
  get(_target, property) {
    throw new Error(`this test must not reach the database (touched db.${String(property)})`);
  },
});

function actor(kind: Actor["kind"], modules: TModule[]): Actor {
  return {
    userId: 1,
    realUserId: 1,
    kind,
    email: "someone@example.test",
    name: "Some One",
    companyId: 1,
    companyPath: "/1/",
    modules,
    permissions: new Set(ALL_PERMISSIONS),
    categoryIds: null,
  };
}

function callerFor(who: Actor | null) {
  const ctx: Context = {
    db: noDb,
    actor: who,
    session: null,
    authMethod: who ? "session" : null,
    ip: null,
    userAgent: null,
    cookies: noopCookieJar,
    mail: { kind: "outbox", deliver: () => Promise.reject(new Error("this test must not send mail")) },
    now: () => new Date(),
    appUrl: "http://localhost:3000",
  };
  return createCaller(ctx);
}

function shim(path: string): ShimRoute<never> {
  const route = (SHIM_TABLE as readonly ShimRoute<never>[]).find((r) => r.path === path);
  if (!route) throw new Error(`no shim at ${path}`);
  return route;
}

const changePassword = shim("/parent/account/changepassword");
const request = (body: Record<string, unknown>) => ({ params: {}, query: {}, body, homeModule: "parent" });

describe("runShim", () => {
  it("answers 401 before looking at the input when nobody is signed in", async () => {
    const result = await runShim(changePassword, callerFor(null), request({}));
    expect(result).toEqual({ status: 401, body: { status: "error", message: "Please sign in to continue." } });
  });

  it("answers 403 to a user who may not act in the shim's module", async () => {
    const result = await runShim(changePassword, callerFor(actor("ADMIN", ["school"])), request({ new_password: "x" }));
    expect(result).toEqual({
      status: 403,
      body: { status: "error", message: "Access denied. You do not have permission to see this page." },
    });
  });

  it("returns field errors under the documented field names (docs/product/documented-calls.md)", async () => {
    const result = await runShim(
      changePassword,
      callerFor(actor("PARENT", ["parent"])),
      request({
        old_password: "",
        new_password: "abc",
        new_password2: "abc",
        user: "p@x.test",
        user2: "p@x.test",
        recaptcha: "",
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status: "error",
      message: "Please enter your current password.",
      errors: {
        old_password: "Please enter your current password.",
        new_password: "Password is not long enough.",
        recaptcha: "Please confirm that you are not a robot.",
      },
    });
  });

  it("reports the mismatch on new_password2 with the product's message (docs/product/accounts-and-roles.md)", async () => {
    const result = await runShim(
      changePassword,
      callerFor(actor("PARENT", ["parent"])),
      request({ old_password: "old one", new_password: "long enough", new_password2: "long enougH", recaptcha: "solved" }),
    );
    expect(result).toEqual({
      status: 400,
      body: {
        status: "error",
        message: "The two passwords you entered do not match.",
        errors: { new_password2: "The two passwords you entered do not match." },
      },
    });
  });

  it("turns missing fields into the same validation answers, never a crash", async () => {
    const result = await runShim(changePassword, callerFor(actor("PARENT", ["parent"])), request({}));
    expect(result.status).toBe(400);
    expect(result.body.status).toBe("error");
    const login = await runShim(shim("/login"), callerFor(null), request({ email: ["", ""], password: 42 }));
    expect(login).toEqual({
      status: 400,
      body: {
        status: "error",
        message: "Please enter your e-mail address.",
        errors: { email: "Please enter your e-mail address." },
      },
    });
  });
});

describe("runShim errorFields", () => {
  // A route of its own on a procedure a guard refuses before any service runs: 403, no field errors.
  const base = shim("/parent/account/changepassword");
  const withExtras: ShimRoute<never> = { ...base, errorFields: (error) => ({ seen_status: error.status, had_fields: !!error.fieldErrors }) };

  it("adds the route's documented fields to a refusal, and never to a success's shape", async () => {
    const refused = await runShim(withExtras, callerFor(actor("ADMIN", ["school"])), request({}));
    expect(refused).toEqual({
      status: 403,
      body: { status: "error", message: "Access denied. You do not have permission to see this page.", seen_status: 403, had_fields: false },
    });
    const invalid = await runShim(withExtras, callerFor(actor("PARENT", ["parent"])), request({}));
    expect(invalid.body).toMatchObject({ status: "error", seen_status: 400, had_fields: true });
  });
});

describe("procedureOf", () => {
  it("finds nested procedures and refuses unknown paths", () => {
    const caller = callerFor(null);
    expect(typeof procedureOf(caller, "account.apiKeys.create")).toBe("function");
    expect(() => procedureOf(caller, "account.nothing")).toThrow("shim names unknown procedure account.nothing");
  });
});
