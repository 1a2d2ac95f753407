import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  BUILT_IN_ROLES,
  expandPermissions,
  isBuiltInRoleId,
  isPermission,
  PERMISSION_AREAS,
} from "./permissions.ts";

describe("permissions", () => {
  it("has a view and a manage level for every area", () => {
    expect(ALL_PERMISSIONS).toHaveLength(PERMISSION_AREAS.length * 2);
    for (const area of PERMISSION_AREAS) {
      expect(ALL_PERMISSIONS).toContain(`${area.key}.view`);
      expect(ALL_PERMISSIONS).toContain(`${area.key}.manage`);
    }
  });

  it("recognises only known permissions", () => {
    expect(isPermission("items.manage")).toBe(true);
    expect(isPermission("items.delete")).toBe(false);
    expect(isPermission("ITEMS.MANAGE")).toBe(false);
    expect(isPermission("")).toBe(false);
  });
});

describe("expandPermissions", () => {
  it("adds the view level of each manage level, and only that", () => {
    expect([...expandPermissions(["coa.manage"])].sort()).toEqual(["coa.manage", "coa.view"]);
    expect([...expandPermissions(["coa.view"])]).toEqual(["coa.view"]);
  });

  it("drops unknown strings and duplicates", () => {
    expect([...expandPermissions(["items.view", "items.view", "root", "items.manage.extra"])]).toEqual(["items.view"]);
  });

  it("does not grant manage from view", () => {
    expect(expandPermissions(["reports.view"]).has("reports.manage")).toBe(false);
  });
});

describe("built-in roles", () => {
  it("are ids 1-4, the first holding every permission", () => {
    expect(BUILT_IN_ROLES.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(new Set(BUILT_IN_ROLES[0].permissions)).toEqual(new Set(ALL_PERMISSIONS));
    expect(isBuiltInRoleId(4)).toBe(true);
    expect(isBuiltInRoleId(5)).toBe(false);
  });

  it("give office staff terminal and items but no settings (docs/product/accounts-and-roles.md)", () => {
    const office = expandPermissions(BUILT_IN_ROLES[2].permissions);
    expect(office.has("terminal.manage")).toBe(true);
    expect(office.has("items.manage")).toBe(true);
    expect(office.has("settings.view")).toBe(false);
    expect(office.has("settings.manage")).toBe(false);
  });

  it("keep the read-only role read-only", () => {
    expect(BUILT_IN_ROLES[3].permissions.every((p) => p.endsWith(".view"))).toBe(true);
  });
});
