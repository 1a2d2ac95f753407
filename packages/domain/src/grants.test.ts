import { ACL_MESSAGES, ADMIN_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import type { Actor } from "./access.ts";
import { AppError } from "./errors.ts";
import { assertCanGrant, assertCanGrantApplications, canGrant, type Grant } from "./grants.ts";
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
  it("refuses with the spec's message", () => {
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
