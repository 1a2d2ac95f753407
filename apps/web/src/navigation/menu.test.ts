import type { Permission } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import type { Session } from "../lib/session.ts";
import { menuAccess, menuFor } from "./menu.ts";

function sessionWith(kind: Session["user"]["kind"], permissions: Permission[]): Session {
  return { user: { id: 1, email: "a@b.test", name: "A", kind, companyId: 1 }, permissions } as unknown as Session;
}

const officeStaff = sessionWith("ADMIN", ["items.view"]);
const itemManager = sessionWith("ADMIN", ["items.manage"]);
const settingsViewer = sessionWith("ADMIN", ["settings.view"]);
const settingsManager = sessionWith("ADMIN", ["settings.manage"]);
const control = sessionWith("CONTROL", []);
const parent = sessionWith("PARENT", []);

describe("menuAccess", () => {
  it.each([
    { module: "school", path: "payments/individual-items", session: officeStaff, access: "allowed" },
    { module: "school", path: "payments/build-new", session: officeStaff, access: "denied" },
    // manage implies view, as on the server
    { module: "vendor", path: "payments/individual-items", session: itemManager, access: "allowed" },
    { module: "school", path: "payments/build-new", session: itemManager, access: "allowed" },
    { module: "business", path: "payments/build-new", session: control, access: "allowed" },
    // the parent menu has no item lists; roles exist in school and vendor only
    { module: "parent", path: "payments/individual-items", session: control, access: "not-found" },
    { module: "business", path: "settings/roles", session: control, access: "not-found" },
    { module: "school", path: "no/such/screen", session: control, access: "not-found" },
    // item rules and payment settings are read with items.view; changing them needs more
    { module: "school", path: "items/rules", session: officeStaff, access: "allowed" },
    { module: "school", path: "items/rules/:itemId/create", session: officeStaff, access: "denied" },
    { module: "vendor", path: "items/rules/:itemId/create", session: itemManager, access: "allowed" },
    { module: "business", path: "payments/methods", session: officeStaff, access: "allowed" },
    { module: "business", path: "payments", session: officeStaff, access: "allowed" },
    { module: "school", path: "payments/methods", session: settingsViewer, access: "denied" },
    { module: "control", path: "items/rules", session: control, access: "allowed" },
    { module: "control", path: "payments", session: control, access: "allowed" },
    { module: "parent", path: "payments/methods", session: control, access: "not-found" },
    // roles and categories: read with settings.view, changed with settings.manage; school, vendor and control
    { module: "school", path: "settings/roles", session: settingsViewer, access: "allowed" },
    { module: "school", path: "settings/roles", session: officeStaff, access: "denied" },
    { module: "vendor", path: "settings/roles/create", session: settingsViewer, access: "denied" },
    { module: "vendor", path: "settings/roles/create", session: settingsManager, access: "allowed" },
    { module: "school", path: "access-control/categories/create", session: settingsViewer, access: "denied" },
    { module: "school", path: "access-control/categories/:categoryId/delete", session: settingsManager, access: "allowed" },
    { module: "school", path: "access-control/categories/deleted", session: settingsViewer, access: "allowed" },
    { module: "control", path: "settings/categories", session: control, access: "allowed" },
    { module: "control", path: "access-control/categories/create", session: control, access: "allowed" },
    { module: "business", path: "access-control/categories/create", session: control, access: "not-found" },
    // lists without a menu line: the third-party lists everywhere items are, every kind in school only
    { module: "vendor", path: "payments/3rd/promo", session: officeStaff, access: "allowed" },
    { module: "business", path: "payments/3rd/blackboard", session: settingsViewer, access: "denied" },
    { module: "school", path: "items", session: officeStaff, access: "allowed" },
    { module: "vendor", path: "items", session: control, access: "not-found" },
    { module: "control", path: "payments/3rd/promo", session: control, access: "not-found" },
    // the administrator form: school, vendor and control; reading an account needs view, creating manage
    { module: "school", path: "settings/administrators/:userId", session: settingsViewer, access: "allowed" },
    { module: "school", path: "settings/administrators/create", session: settingsViewer, access: "denied" },
    { module: "vendor", path: "settings/administrators/create", session: settingsManager, access: "allowed" },
    { module: "control", path: "settings/administrators/create", session: control, access: "allowed" },
    { module: "business", path: "settings/administrators/create", session: control, access: "not-found" },
    { module: "parent", path: "settings/administrators/:userId", session: control, access: "not-found" },
    // the parent area: every step of paying, and receipts, open to a parent; none of it elsewhere
    { module: "parent", path: "pay", session: parent, access: "allowed" },
    { module: "parent", path: "cart", session: parent, access: "allowed" },
    { module: "parent", path: "checkout", session: parent, access: "allowed" },
    { module: "parent", path: "success", session: parent, access: "allowed" },
    { module: "parent", path: "history/:orderId", session: parent, access: "allowed" },
    { module: "school", path: "cart", session: control, access: "not-found" },
    { module: "vendor", path: "history", session: control, access: "not-found" },
  ] as const)("$path in $module → $access", ({ module, path, session, access }) => {
    expect(menuAccess(module, path, session)).toBe(access);
  });

  it("keeps screens reached by link out of the navigation", () => {
    const paths = menuFor("school", control).flatMap((group) => group.entries.map((entry) => entry.path));
    expect(paths).toContain("items/rules");
    expect(paths).toContain("payments/methods");
    for (const linkedOnly of [
      "payments",
      "items",
      "payments/3rd/promo",
      "settings/roles/create",
      "access-control/categories/create",
    ]) {
      expect(paths).not.toContain(linkedOnly);
    }
    const parentPaths = menuFor("parent", parent).flatMap((group) => group.entries.map((entry) => entry.path));
    expect(parentPaths).toEqual(expect.arrayContaining(["pay", "cart", "history"]));
    for (const linkedOnly of ["checkout", "success", "history/:orderId"]) expect(parentPaths).not.toContain(linkedOnly);
    const controlPaths = menuFor("control", control).flatMap((group) => group.entries.map((entry) => entry.path));
    expect(controlPaths).not.toContain("items/rules");
    expect(controlPaths).toContain("settings/roles");
    // Failed jobs have a line of their own, not only the operations home's card.
    expect(controlPaths).toContain("operations/jobs");
    expect(controlPaths).not.toContain("operations/jobs/:queue/:jobId");
  });

  it("agrees with the menu: every entry shown is allowed", () => {
    for (const session of [officeStaff, itemManager, settingsViewer, settingsManager, control]) {
      for (const entry of menuFor("school", session).flatMap((group) => group.entries)) {
        expect(menuAccess("school", entry.path, session)).toBe("allowed");
      }
    }
  });
});

describe("the virtual terminal's screens", () => {
  const cashier = sessionWith("ADMIN", ["terminal.manage"]);
  const terminalViewer = sessionWith("ADMIN", ["terminal.view", "items.manage", "reports.view"]);
  const screens = [
    "virtual-terminal/office",
    "virtual-terminal/pay",
    "virtual-terminal/payinfo",
    "virtual-terminal/success",
    "virtual-terminal/order-summary/:orderId",
    "virtual-terminal/event/:itemId",
    "virtual-terminal/multi-add",
    "vtpay",
    "vtpay/confirm",
  ];

  it.each(screens)("%s needs terminal.manage, as every terminal call on the server does", (path) => {
    expect(menuAccess("school", path, cashier)).toBe("allowed");
    expect(menuAccess("vendor", path, control)).toBe("allowed");
    // Access denied. You do not have permission to see this page.
    expect(menuAccess("school", path, terminalViewer)).toBe("denied");
    expect(menuAccess("parent", path, control)).toBe("not-found");
  });

  it("shows only the office, the external items search and the day's close-out in the navigation", () => {
    const lines = menuFor("school", cashier).flatMap((group) => group.entries.map((entry) => entry.path));
    expect(lines.filter((path) => path.startsWith("virtual-terminal") || path.startsWith("vtpay"))).toEqual([
      "virtual-terminal/office",
      // A screen of its own (docs/product/terminal.md), not a step of a sale.
      "virtual-terminal/external-items",
      "virtual-terminal/closeout",
    ]);
  });
});

describe("the profile (every module's menu reaches it)", () => {
  const noPermissions = sessionWith("ADMIN", []);
  it.each([
    { module: "school", session: noPermissions },
    { module: "vendor", session: noPermissions },
    { module: "business", session: noPermissions },
    { module: "control", session: control },
    { module: "parent", session: parent },
  ] as const)("$module: a Profile entry to account/info, whatever the user's permissions", ({ module, session }) => {
    const entries = menuFor(module, session).flatMap((group) => group.entries);
    expect(entries.filter((entry) => entry.path === "account/info").map((entry) => entry.label)).toEqual(["Profile"]);
  });
});
