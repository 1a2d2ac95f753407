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
