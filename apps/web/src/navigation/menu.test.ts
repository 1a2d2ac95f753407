import type { Permission } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import type { Session } from "../lib/session.ts";
import { menuAccess, menuFor } from "./menu.ts";

function sessionWith(kind: Session["user"]["kind"], permissions: Permission[]): Session {
  return { user: { id: 1, email: "a@b.test", name: "A", kind, companyId: 1 }, permissions } as unknown as Session;
}

const officeStaff = sessionWith("ADMIN", ["items.view"]);
const itemManager = sessionWith("ADMIN", ["items.manage"]);
const control = sessionWith("CONTROL", []);

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
  ] as const)("$path in $module → $access", ({ module, path, session, access }) => {
    expect(menuAccess(module, path, session)).toBe(access);
  });

  it("agrees with the menu: every entry shown is allowed", () => {
    for (const session of [officeStaff, itemManager, control]) {
      for (const entry of menuFor("school", session).flatMap((group) => group.entries)) {
        expect(menuAccess("school", entry.path, session)).toBe("allowed");
      }
    }
  });
});
