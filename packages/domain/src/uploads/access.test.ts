import { describe, expect, it } from "vitest";
import type { Actor } from "../access.ts";
import { ALL_PERMISSIONS, expandPermissions } from "../permissions.ts";
import { mayWorkOnUpload, type UploadAccessLevel } from "./access.ts";

function actor(
  kind: Actor["kind"],
  permissions: readonly string[],
  { companyPath = "/1/4/", masquerading = false, categoryIds = null as number[] | null } = {},
) {
  return {
    kind,
    userId: masquerading ? 9 : 7,
    realUserId: 7,
    companyPath,
    permissions: expandPermissions(permissions),
    categoryIds: categoryIds && new Set(categoryIds),
  };
}

const own = { kind: "students", companyPath: "/1/4/" };
const below = { kind: "items", companyPath: "/1/4/9/" };
const sibling = { kind: "coa", companyPath: "/1/5/" };
const statements = { kind: "statements", companyPath: "/1/4/" };
const emails = { kind: "emails", companyPath: "/1/" };
const groups = { kind: "groups", companyPath: "/1/4/" };
const schools = { kind: "schools", companyPath: "/1/4/" };

describe("mayWorkOnUpload", () => {
  const cases: [string, ReturnType<typeof actor>, typeof own, UploadAccessLevel, "school" | "vendor" | "business" | "control" | "parent", boolean][] = [
    ["manager, own company, manage", actor("ADMIN", ["uploads.manage"]), own, "manage", "school", true],
    ["manager, company below, manage", actor("ADMIN", ["uploads.manage"]), below, "manage", "school", true],
    ["manager, manage implies view", actor("ADMIN", ["uploads.manage"]), own, "view", "school", true],
    ["manager, sibling company", actor("ADMIN", ["uploads.manage"]), sibling, "manage", "school", false],
    ["viewer may look", actor("ADMIN", ["uploads.view"]), own, "view", "school", true],
    ["viewer may not change", actor("ADMIN", ["uploads.view"]), own, "manage", "school", false],
    ["no upload permission", actor("ADMIN", ["items.manage"]), own, "view", "school", false],
    ["a parent, whatever they hold", actor("PARENT", ["uploads.manage"]), own, "view", "parent", false],
    ["control reaches every company", actor("CONTROL", []), sibling, "manage", "school", true],
    ["statements: control as itself in control", actor("CONTROL", []), statements, "manage", "control", true],
    ["statements: control outside the control module", actor("CONTROL", []), statements, "manage", "school", false],
    ["statements: control on quick login", actor("CONTROL", [], { masquerading: true }), statements, "manage", "control", false],
    ["statements: an administrator with every permission", actor("ADMIN", ["uploads.manage"]), statements, "view", "school", false],
    ["emails: control as itself", actor("CONTROL", []), emails, "view", "control", true],
    ["emails: an administrator", actor("ADMIN", ["uploads.manage"], { companyPath: "/1/" }), emails, "manage", "control", false],
    // The multi-group upload exists only for school and vendor (docs/product/uploads.md).
    ["groups: school module", actor("ADMIN", ["uploads.manage"]), groups, "manage", "school", true],
    ["groups: vendor module", actor("ADMIN", ["uploads.manage"]), groups, "manage", "vendor", true],
    ["groups: business module", actor("ADMIN", ["uploads.manage"]), groups, "manage", "business", false],
    ["groups: business module, only looking", actor("ADMIN", ["uploads.manage"]), groups, "view", "business", false],
    ["groups: control staff in the control module", actor("CONTROL", []), groups, "manage", "control", false],
    ["groups: control staff in the school module", actor("CONTROL", []), groups, "manage", "school", true],
    // The school upload creates each site's Master Administrator: only for someone holding all of it.
    ["schools: an administrator holding every permission", actor("ADMIN", ALL_PERMISSIONS), schools, "manage", "school", true],
    ["schools: uploads.manage alone", actor("ADMIN", ["uploads.manage"]), schools, "manage", "school", false],
    ["schools: uploads.manage alone, only looking", actor("ADMIN", ["uploads.manage"]), schools, "view", "school", true],
    [
      "schools: every permission, limited to a category",
      actor("ADMIN", ALL_PERMISSIONS, { categoryIds: [3] }),
      schools,
      "manage",
      "school",
      false,
    ],
    ["schools: control staff", actor("CONTROL", []), schools, "manage", "school", true],
  ];
  it.each(cases)("%s", (_name, who, upload, level, module, allowed) => {
    expect(mayWorkOnUpload(who, upload, level, module)).toBe(allowed);
  });
});
