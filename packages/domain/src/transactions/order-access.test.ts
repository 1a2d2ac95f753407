import { describe, expect, it } from "vitest";
import type { Actor } from "../access.ts";
import type { Permission } from "../permissions.ts";
import { mayWorkOnOrder } from "./order-access.ts";

type Who = Pick<Actor, "kind" | "companyPath" | "permissions">;
const who = (kind: Who["kind"], companyPath: string, permissions: Permission[] = []): Who => ({ kind, companyPath, permissions: new Set(permissions) });
const order = { companyPath: "/1/2/3/" };

describe("mayWorkOnOrder", () => {
  it.each([
    ["control staff, any company, any permission", who("CONTROL", "/1/"), "reports.manage", true],
    ["the school's report reader reads", who("ADMIN", "/1/2/3/", ["reports.view"]), "reports.view", true],
    ["the school's report reader may not edit", who("ADMIN", "/1/2/3/", ["reports.view"]), "reports.manage", false],
    ["the school's report manager edits", who("ADMIN", "/1/2/3/", ["reports.manage"]), "reports.manage", true],
    ["the district above the school reads", who("ADMIN", "/1/2/", ["reports.view"]), "reports.view", true],
    ["a sister school with every permission", who("ADMIN", "/1/2/4/", ["reports.view", "reports.manage"]), "reports.view", false],
    ["a school below the order's company", who("ADMIN", "/1/2/3/9/", ["reports.view"]), "reports.view", false],
    ["terminal staff without the reports permission", who("ADMIN", "/1/2/3/", ["terminal.manage"]), "reports.view", false],
    ["a parent of the school, even holding the permission", who("PARENT", "/1/2/3/", ["reports.view"]), "reports.view", false],
  ] as const)("%s: %s", (_what, actor, permission, expected) => {
    expect(mayWorkOnOrder(actor, order, permission)).toBe(expected);
  });
});

describe("mayWorkOnOrder, an order holding lines of several companies", () => {
  // A parent's cart: a district item (the order's company, the first line's) and a Lincoln item.
  const mixed = { companyPath: "/1/2/", sellerPaths: ["/1/2/3/"] };
  it.each([
    ["Lincoln, holding a line, reads it", who("ADMIN", "/1/2/3/", ["reports.view"]), "reports.view", true],
    ["Lincoln's manager reads it", who("ADMIN", "/1/2/3/", ["reports.view", "reports.manage"]), "reports.view", true],
    ["Lincoln may not change it: it holds only some of its lines", who("ADMIN", "/1/2/3/", ["reports.manage"]), "reports.manage", false],
    ["the district, above every line, changes it", who("ADMIN", "/1/2/", ["reports.manage"]), "reports.manage", true],
    ["a sister school holding no line is refused as before", who("ADMIN", "/1/2/4/", ["reports.view", "reports.manage"]), "reports.view", false],
    ["a school's staff without the permission", who("ADMIN", "/1/2/3/", ["terminal.manage"]), "reports.view", false],
  ] as const)("%s", (_what, actor, permission, expected) => {
    expect(mayWorkOnOrder(actor, mixed, permission)).toBe(expected);
  });
});
