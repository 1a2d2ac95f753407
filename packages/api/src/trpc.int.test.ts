/**
 * The procedure ladder (public → authed → module → permission) with real actors loaded from the
 * database. No real procedure uses permissionProcedure yet, so a small router built from the
 * exported rungs stands in for the domains that will.
 */
import type { Actor } from "@paydesk/domain";
import { loadActor } from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, type TModule } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { authedProcedure, createCallerFactory, moduleProcedure, permissionProcedure, publicProcedure, router } from "./trpc.ts";
import { demoAccount, type DemoAccountName } from "@paydesk/tests/demo-accounts";

const ladder = router({
  open: publicProcedure.query(() => "open"),
  signedIn: authedProcedure.query(({ ctx }) => ctx.actor.userId),
  inModule: moduleProcedure.query(({ ctx }) => ctx.module),
  manageItems: permissionProcedure("items.manage").query(({ ctx }) => `items in ${ctx.module}`),
  viewItems: permissionProcedure("items.view").query(() => "items (view)"),
  manageSettings: permissionProcedure("settings.manage").query(() => "settings"),
});
const createLadderCaller = createCallerFactory(ladder);

describeDb("the procedure ladder", (t) => {
  const demo: Partial<Record<DemoAccountName, Actor>> = {};
  beforeAll(async () => {
    // The demo accounts are read, never changed.
    for (const name of ["school", "office", "parent", "control", "vendor"] as const) {
      const user = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: demoAccount(name).email }, select: { id: true } });
      demo[name] = (await loadActor(t.db, user.id))!;
    }
  });
  const as = (actor: Actor | null) => createLadderCaller(createTestContext(t.db, actor));
  const inModule = (module: TModule) => ({ module });

  it("lets anyone call a public procedure", async () => {
    expect(await as(null).open()).toBe("open");
  });

  it("answers 401 on every guarded rung when nobody is signed in", async () => {
    const caller = as(null);
    await expectTRPCError(caller.signedIn(), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    await expectTRPCError(caller.inModule(inModule("school")), "UNAUTHORIZED");
    await expectTRPCError(caller.manageItems(inModule("school")), "UNAUTHORIZED");
  });

  it("lets a user act only in the modules of their account", async () => {
    const school = as(demo.school!);
    expect(await school.inModule(inModule("school"))).toBe("school");
    await expectTRPCError(school.inModule(inModule("vendor")), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(school.inModule(inModule("control")), "FORBIDDEN");
    await expectTRPCError(as(demo.vendor!).inModule(inModule("school")), "FORBIDDEN");
  });

  it("refuses a module that is not one of the five with 400", async () => {
    await expectTRPCError(as(demo.school!).inModule({ module: "admin" as TModule }), "BAD_REQUEST");
  });

  it("gives 403 from a permission procedure to an actor whose roles do not grant it", async () => {
    // Office staff (built-in role 3): items and terminal, no settings (docs/product/demo-and-production.md).
    const office = as(demo.office!);
    expect(await office.manageItems(inModule("school"))).toBe("items in school");
    await expectTRPCError(office.manageSettings(inModule("school")), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    // The right permission in a module the user may not act in is still refused.
    await expectTRPCError(office.manageItems(inModule("vendor")), "FORBIDDEN");
  });

  it("lets the master administrator do everything in their module, and nothing outside it", async () => {
    const school = as(demo.school!);
    expect(await school.manageSettings(inModule("school"))).toBe("settings");
    await expectTRPCError(school.manageSettings(inModule("business")), "FORBIDDEN");
  });

  it("lets control staff through every rung in every module", async () => {
    const control = as(demo.control!);
    for (const module of ["school", "vendor", "business", "parent", "control"] as const) {
      expect(await control.manageSettings(inModule(module))).toBe("settings");
    }
  });

  it("gives a parent no administrative permission", async () => {
    const parent = as(demo.parent!);
    expect(await parent.inModule(inModule("parent"))).toBe("parent");
    await expectTRPCError(parent.viewItems(inModule("parent")), "FORBIDDEN");
  });

  it("follows the roles in the database: view from manage, nothing from a role without it", async () => {
    const viewer = await t.fixtures.user({ label: "ladder-viewer", permissions: ["reports.view", "items.view"] });
    const manager = await t.fixtures.user({ label: "ladder-manager", permissions: ["items.manage"] });
    const viewerCaller = as(await t.fixtures.actor(viewer));
    expect(await viewerCaller.viewItems(inModule("school"))).toBe("items (view)");
    await expectTRPCError(viewerCaller.manageItems(inModule("school")), "FORBIDDEN");
    expect(await as(await t.fixtures.actor(manager)).viewItems(inModule("school"))).toBe("items (view)");
  });

  it("loses a permission as soon as the role no longer grants it", async () => {
    const user = await t.fixtures.user({ label: "ladder-revoked", permissions: ["items.manage"] });
    expect(await as(await t.fixtures.actor(user)).manageItems(inModule("school"))).toBeTruthy();
    const { roleId } = await t.db.userRole.findFirstOrThrow({ where: { userId: user.id } });
    await t.db.role.update({ where: { id: roleId }, data: { permissions: ["reports.view"] } });
    await expectTRPCError(as(await t.fixtures.actor(user)).manageItems(inModule("school")), "FORBIDDEN");
  });

  it("applies the same rungs to an API-key caller", async () => {
    const viewer = await t.fixtures.user({ label: "ladder-key", permissions: ["items.view"] });
    const caller = createLadderCaller(createTestContext(t.db, await t.fixtures.actor(viewer), { authMethod: "api_key" }));
    expect(await caller.viewItems(inModule("school"))).toBeTruthy();
    await expectTRPCError(caller.manageItems(inModule("school")), "FORBIDDEN");
  });
});
