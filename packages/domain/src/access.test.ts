import { describe, expect, it } from "vitest";
import {
  actingActor,
  canActInModule,
  childPath,
  combineRoles,
  hasPermission,
  homeModule,
  isCompanyInScope,
  isControl,
  mayUseQuickLogin,
  type Actor,
} from "./access.ts";

type Who = Pick<Actor, "kind" | "modules" | "companyPath" | "permissions">;
const admin = (overrides: Partial<Who> = {}): Who => ({
  kind: "ADMIN",
  modules: ["school"],
  companyPath: "/1/4/",
  permissions: new Set(["items.view"]),
  ...overrides,
});
const control = admin({ kind: "CONTROL", modules: ["control"], companyPath: "/1/", permissions: new Set() });

describe("combineRoles", () => {
  it("adds up the permissions of every role and expands manage to view", () => {
    const { permissions } = combineRoles([
      { permissions: ["items.manage"], categoryIds: [] },
      { permissions: ["reports.view", "not.a.permission"], categoryIds: [] },
    ]);
    expect([...permissions].sort()).toEqual(["items.manage", "items.view", "reports.view"]);
  });

  it("grants nothing and restricts nothing without roles", () => {
    const combined = combineRoles([]);
    expect(combined.permissions.size).toBe(0);
    expect(combined.categoryIds).toBeNull();
  });

  it("limits a user whose only role is restricted to that role's categories", () => {
    expect(combineRoles([{ permissions: ["items.manage"], categoryIds: [7, 9] }]).categoryIds).toEqual(new Set([7, 9]));
  });

  it("unites the categories of several restricted roles", () => {
    const combined = combineRoles([
      { permissions: ["items.manage"], categoryIds: [7] },
      { permissions: ["reports.view"], categoryIds: [9, 7] },
    ]);
    expect(combined.categoryIds).toEqual(new Set([7, 9]));
  });

  it("lifts the limit when an unrestricted role grants something, whatever the order", () => {
    const restricted = { permissions: ["items.manage"], categoryIds: [7] };
    const unrestricted = { permissions: ["reports.view"], categoryIds: [] };
    expect(combineRoles([restricted, unrestricted]).categoryIds).toBeNull();
    expect(combineRoles([unrestricted, restricted]).categoryIds).toBeNull();
    // The permissions of every role still count.
    expect(combineRoles([unrestricted, restricted]).permissions.has("items.manage")).toBe(true);
  });

  it("keeps the limit when the unrestricted role grants nothing (only roles that grant anything count)", () => {
    const restricted = { permissions: ["items.manage"], categoryIds: [7] };
    const empty = { permissions: [], categoryIds: [] };
    expect(combineRoles([restricted, empty]).categoryIds).toEqual(new Set([7]));
    expect(combineRoles([empty, restricted]).categoryIds).toEqual(new Set([7]));
  });
});

describe("canActInModule", () => {
  it("lets a user act only in the modules of their account", () => {
    expect(canActInModule(admin(), "school")).toBe(true);
    expect(canActInModule(admin(), "vendor")).toBe(false);
    expect(canActInModule(admin(), "control")).toBe(false);
    expect(canActInModule(admin({ kind: "PARENT", modules: ["parent"] }), "parent")).toBe(true);
    expect(canActInModule(admin({ kind: "PARENT", modules: ["parent"] }), "school")).toBe(false);
  });

  it("lets control staff act in every module", () => {
    for (const module of ["school", "vendor", "business", "parent", "control"] as const) {
      expect(canActInModule(control, module)).toBe(true);
    }
    expect(isControl(control)).toBe(true);
    expect(isControl(admin())).toBe(false);
  });
});

describe("isCompanyInScope", () => {
  it("covers the actor's own company and everything below it", () => {
    expect(isCompanyInScope(admin(), "/1/4/")).toBe(true);
    expect(isCompanyInScope(admin(), "/1/4/9/")).toBe(true);
    expect(isCompanyInScope(admin(), "/1/4/9/12/")).toBe(true);
  });

  it("excludes the parent, siblings, and companies whose id merely starts with the same digits", () => {
    expect(isCompanyInScope(admin(), "/1/")).toBe(false);
    expect(isCompanyInScope(admin(), "/1/5/")).toBe(false);
    expect(isCompanyInScope(admin(), "/1/45/")).toBe(false);
    expect(isCompanyInScope(admin(), "/14/")).toBe(false);
  });

  it("puts every company in scope for control staff", () => {
    expect(isCompanyInScope(control, "/2/99/")).toBe(true);
  });
});

describe("hasPermission", () => {
  it("checks the actor's effective permissions; control staff hold all", () => {
    expect(hasPermission(admin(), "items.view")).toBe(true);
    expect(hasPermission(admin(), "items.manage")).toBe(false);
    expect(hasPermission(control, "settings.manage")).toBe(true);
  });
});

describe("childPath", () => {
  it("builds materialised paths that nest", () => {
    expect(childPath(null, 1)).toBe("/1/");
    expect(childPath("/1/", 4)).toBe("/1/4/");
    expect(childPath(childPath("/1/", 4), 45)).toBe("/1/4/45/");
  });

  it("gives a child a path inside its parent's scope, and no sibling's", () => {
    const parent = admin({ companyPath: childPath("/1/", 4) });
    expect(isCompanyInScope(parent, childPath(parent.companyPath, 45))).toBe(true);
    expect(isCompanyInScope(parent, childPath("/1/", 45))).toBe(false);
  });
});

describe("homeModule", () => {
  it.each([
    ["control staff", { kind: "CONTROL" as const, modules: [] }, "control"],
    ["a parent", { kind: "PARENT" as const, modules: ["parent" as const] }, "parent"],
    [
      "an administrator, in their first application",
      { kind: "ADMIN" as const, modules: ["vendor" as const, "school" as const] },
      "vendor",
    ],
    ["an administrator without applications", { kind: "ADMIN" as const, modules: [] }, "school"],
  ] as const)("%s", (_, actor, expected) => {
    expect(homeModule(actor)).toBe(expected);
  });
});

describe("actingActor: quick login borrows no more than the real person holds", () => {
  const person = (overrides: Partial<Actor>): Actor => ({
    userId: 1,
    realUserId: 1,
    kind: "ADMIN",
    email: "a@b.test",
    name: "A",
    companyId: 4,
    companyPath: "/1/4/",
    modules: ["school"],
    permissions: new Set(),
    categoryIds: null,
    ...overrides,
  });
  const master = person({
    userId: 9,
    realUserId: 9,
    companyId: 5,
    companyPath: "/1/4/5/",
    permissions: new Set(["settings.manage", "reports.manage", "reports.view"]),
  });

  it("keeps the target's identity and names the real person", () => {
    const acting = actingActor(master, person({ permissions: new Set(["settings.manage"]) }));
    expect(acting).toMatchObject({ userId: 9, realUserId: 1, companyId: 5, companyPath: "/1/4/5/" });
  });

  it("keeps only the permissions both hold", () => {
    const acting = actingActor(master, person({ permissions: new Set(["settings.manage", "settings.view"]) }));
    expect([...acting.permissions]).toEqual(["settings.manage"]);
  });

  it("keeps only the modules both work in", () => {
    const acting = actingActor({ ...master, modules: ["school", "vendor"] }, person({ modules: ["school", "business"] }));
    expect(acting.modules).toEqual(["school"]);
  });

  it.each([
    ["neither limited", null, null, null],
    ["the target limited", [3, 4], null, [3, 4]],
    ["the real person limited", null, [4], [4]],
    ["both limited", [3, 4], [4, 5], [4]],
    ["limits that do not meet", [3], [5], []],
  ] as const)("categories: %s", (_, target, real, expected) => {
    const acting = actingActor(
      { ...master, categoryIds: target && new Set(target) },
      person({ permissions: new Set(["reports.view"]), categoryIds: real && new Set(real) }),
    );
    expect(acting.categoryIds === null ? null : [...acting.categoryIds]).toEqual(expected);
  });

  it("gives control staff exactly the target's rights", () => {
    const acting = actingActor(master, person({ kind: "CONTROL", modules: ["control"], userId: 2 }));
    expect(acting).toEqual({ ...master, realUserId: 2 });
  });
});

describe("mayUseQuickLogin", () => {
  const manager = admin({ permissions: new Set(["settings.manage"]) });
  const parent = admin({ kind: "PARENT", modules: ["parent"], permissions: new Set() });
  it.each([
    ["control staff, with or without sites below", control, false, true],
    ["an administrator managing settings at a company with sites below", manager, true, true],
    ["the same administrator at a company without sites below", manager, false, false],
    ["an administrator without settings.manage", admin(), true, false],
    ["a parent", parent, true, false],
  ] as const)("%s", (_, who, sitesBelow, expected) => {
    expect(mayUseQuickLogin(who, sitesBelow)).toBe(expected);
  });
});
