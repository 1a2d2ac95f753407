import { ACL_MESSAGES, ADMIN_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import type { Actor } from "./access.ts";
import { AppError } from "./errors.ts";
import {
  assertCanGrant,
  assertCanGrantApplications,
  assertMayManageAdmin,
  canGrant,
  grantOfRole,
  mayManageAdmin,
  type Grant,
  type Holding,
} from "./grants.ts";
import type { Permission } from "./permissions.ts";

type Granter = Pick<Actor, "kind" | "permissions" | "categoryIds">;
const granter = (permissions: Permission[], categoryIds: number[] | null = null, kind: Actor["kind"] = "ADMIN"): Granter => ({
  kind,
  permissions: new Set(permissions),
  categoryIds: categoryIds === null ? null : new Set(categoryIds),
});

describe("canGrant", () => {
  const cases: [string, Granter, Grant, boolean][] = [
    [
      "control levels the actor holds",
      granter(["items.manage", "items.view"]),
      { permissions: ["items.view"], categoryIds: [] },
      true,
    ],
    ["nothing at all", granter([]), { permissions: [], categoryIds: [] }, true],
    ["a level the actor lacks", granter(["items.view"]), { permissions: ["items.manage"], categoryIds: [] }, false],
    ["one held and one lacking", granter(["items.view"]), { permissions: ["items.view", "coa.view"], categoryIds: [] }, false],
    [
      "an unrestricted actor restricting the role",
      granter(["items.view"]),
      { permissions: ["items.view"], categoryIds: [4] },
      true,
    ],
    [
      "a restricted actor, role within their categories",
      granter(["items.view"], [4, 5]),
      { permissions: ["items.view"], categoryIds: [5] },
      true,
    ],
    [
      "a restricted actor, role outside their categories",
      granter(["items.view"], [4]),
      { permissions: ["items.view"], categoryIds: [4, 6] },
      false,
    ],
    [
      "a restricted actor, unrestricted role (a widening)",
      granter(["items.view"], [4]),
      { permissions: ["items.view"], categoryIds: [] },
      false,
    ],
    ["control staff, anything", granter([], [1], "CONTROL"), { permissions: ["settings.manage"], categoryIds: [] }, true],
  ];
  it.each(cases)("%s", (_, actor, grant, expected) => {
    expect(canGrant(actor, grant)).toBe(expected);
  });
});

describe("assertCanGrant", () => {
  it("refuses with the product's least-privilege message", () => {
    const work = () => assertCanGrant(granter([]), { permissions: ["items.view"], categoryIds: [] });
    expect(work).toThrow(AppError);
    expect(work).toThrow(ACL_MESSAGES.cannotGrant);
  });

  it("passes what the actor may grant", () => {
    expect(() => assertCanGrant(granter(["items.view"]), { permissions: ["items.view"], categoryIds: [] })).not.toThrow();
  });
});

describe("assertCanGrantApplications", () => {
  const school = { kind: "ADMIN" as const, modules: ["school" as const] };
  const refusal = (work: () => void) => {
    try {
      work();
      return null;
    } catch (error) {
      return (error as AppError).message;
    }
  };
  it.each([
    ["a module the actor works in", school, "SCHOOL", ["school"], [], null],
    ["a parent account, whatever the actor's modules", school, "SCHOOL", ["parent"], [], null],
    ["a module the actor does not work in", school, "SCHOOL", ["vendor"], [], ADMIN_MESSAGES.cannotGrantApplication],
    ["a module the account already has", school, "SCHOOL", ["vendor"], ["vendor"], null],
    [
      "control off the platform company, even for control staff",
      { kind: "CONTROL" as const, modules: [] },
      "SCHOOL",
      ["control"],
      [],
      ADMIN_MESSAGES.controlNeedsPlatform,
    ],
    [
      "control on the platform company, by control staff",
      { kind: "CONTROL" as const, modules: [] },
      "PLATFORM",
      ["control"],
      [],
      null,
    ],
  ] as const)("%s", (_, actor, companyKind, applications, kept, expected) => {
    expect(refusal(() => assertCanGrantApplications(actor, companyKind, applications, kept))).toBe(expected);
  });
});

describe("grantOfRole", () => {
  it("reads a stored role's permissions and category rows", () => {
    expect(grantOfRole({ permissions: ["items.view"], categories: [{ categoryId: 3 }, { categoryId: 5 }] })).toEqual({
      permissions: ["items.view"],
      categoryIds: [3, 5],
    });
  });
});

describe("mayManageAdmin: whose password and account an administrator may change", () => {
  const holding = (permissions: Permission[], categoryIds: number[] | null = null, kind: Actor["kind"] = "ADMIN"): Holding => ({
    kind,
    permissions: new Set(permissions),
    categoryIds: categoryIds === null ? null : new Set(categoryIds),
  });
  const settingsOnly = granter(["settings.manage", "settings.view"]);
  const cases: [string, Granter, Holding, boolean][] = [
    ["someone holding less", granter(["settings.manage", "settings.view", "items.view"]), holding(["items.view"]), true],
    ["someone holding the same", settingsOnly, holding(["settings.manage", "settings.view"]), true],
    ["someone holding nothing", settingsOnly, holding([]), true],
    [
      "a Master Administrator, by a settings-only administrator",
      settingsOnly,
      holding(["settings.manage", "reports.manage"]),
      false,
    ],
    ["a restricted target inside the actor's categories", granter(["items.view"], [4, 5]), holding(["items.view"], [4]), true],
    ["a restricted target outside them", granter(["items.view"], [4]), holding(["items.view"], [6]), false],
    ["an unrestricted target, by a restricted actor", granter(["items.view"], [4]), holding(["items.view"]), false],
    ["a restricted actor, a target holding nothing", granter(["items.view"], [4]), holding([]), true],
    ["platform staff, by an administrator holding everything", granter(["settings.manage"]), holding([], null, "CONTROL"), false],
    ["anyone, by control staff", granter([], null, "CONTROL"), holding(["settings.manage"], null, "CONTROL"), true],
  ];
  it.each(cases)("%s", (_, actor, target, expected) => {
    expect(mayManageAdmin(actor, target)).toBe(expected);
  });

  it("refuses with one message", () => {
    expect(() => assertMayManageAdmin(settingsOnly, holding(["reports.manage"]))).toThrow(ADMIN_MESSAGES.cannotManage);
  });
});
