import { describe, expect, it } from "vitest";
import type { Actor } from "../access.ts";
import type { Permission } from "../permissions.ts";
import { mayReadReceipt } from "./receipt-access.ts";

type Who = Pick<Actor, "kind" | "userId" | "companyPath" | "permissions">;
const who = (kind: Who["kind"], companyPath: string, permissions: Permission[] = [], userId = 10): Who => ({
  kind,
  userId,
  companyPath,
  permissions: new Set(permissions),
});
const lincolnOrder = { companyPath: "/1/2/3/", payerUserId: 42 };
const terminalOrder = { companyPath: "/1/2/3/", payerUserId: null };

describe("mayReadReceipt", () => {
  it.each([
    ["control staff, any company", who("CONTROL", "/1/"), lincolnOrder, true],
    ["the school's terminal staff", who("ADMIN", "/1/2/3/", ["terminal.manage"]), lincolnOrder, true],
    ["the school's report readers", who("ADMIN", "/1/2/3/", ["reports.view"]), lincolnOrder, true],
    ["the district's terminal staff (above the school)", who("ADMIN", "/1/2/", ["terminal.manage"]), lincolnOrder, true],
    ["staff of the school without either permission", who("ADMIN", "/1/2/3/", ["items.manage"]), lincolnOrder, false],
    ["staff of a sister school", who("ADMIN", "/1/2/4/", ["terminal.manage", "reports.view"]), lincolnOrder, false],
    ["staff of a school below the order's company", who("ADMIN", "/1/2/3/9/", ["terminal.manage"]), lincolnOrder, false],
    ["the parent who paid", who("PARENT", "/1/2/3/", [], 42), lincolnOrder, true],
    ["another parent of the same school", who("PARENT", "/1/2/3/", [], 43), lincolnOrder, false],
    ["a parent, for a terminal or guest order (no payer account)", who("PARENT", "/1/2/3/", [], 42), terminalOrder, false],
  ])("%s: %s", (_what, actor, order, expected) => {
    expect(mayReadReceipt(actor, order)).toBe(expected);
  });
});

describe("mayReadReceipt, an order holding lines of several companies", () => {
  const mixed = { companyPath: "/1/2/", payerUserId: 42, sellerPaths: ["/1/2/3/"] };
  it.each([
    ["Lincoln, holding a line", who("ADMIN", "/1/2/3/", ["reports.view"]), true],
    ["the district, the order's company", who("ADMIN", "/1/2/", ["terminal.manage"]), true],
    ["a sister school holding no line", who("ADMIN", "/1/2/4/", ["terminal.manage", "reports.view"]), false],
  ])("%s", (_what, actor, expected) => {
    expect(mayReadReceipt(actor, mixed)).toBe(expected);
  });
});
