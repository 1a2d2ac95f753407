/**
 * Roles (docs/product/accounts-and-roles.md): the list with the built-in roles first, the role
 * editor's rules, delete, the role-validity call, assignment and revoke — through createCaller on
 * a real database. Every test builds its own district and schools, so demo data is never changed.
 */
import type { Permission } from "@paydesk/domain";
import { loadActor } from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany, type UserOptions } from "@paydesk/tests/harness";
import { ACL_MESSAGES, AUTH_MESSAGES, type TModule } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { describeError } from "../../errors.ts";
import { callerFor } from "@paydesk/tests/callers";

const school = "school" as const satisfies TModule;

describeDb("roles router", (t) => {

  async function adminAt(company: FixtureCompany, options: Omit<UserOptions, "company"> = {}) {
    const user = await t.fixtures.user({ company, label: "admin", ...options });
    return { user, actor: await t.fixtures.actor(user), caller: callerFor(t.db, await t.fixtures.actor(user)) };
  }

  /** A district with two schools, and an unrelated school elsewhere, each with a master administrator. */
  async function tree() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const schoolA = await t.fixtures.company({ parent: district });
    const schoolB = await t.fixtures.company({ parent: district });
    const elsewhere = await t.fixtures.company();
    return {
      district,
      schoolA,
      schoolB,
      elsewhere,
      districtAdmin: await adminAt(district, { roleIds: [1], permissions: [] }),
      adminA: await adminAt(schoolA, { roleIds: [1], permissions: [] }),
    };
  }

  async function control() {
    const user = await t.fixtures.user({ kind: "CONTROL", label: "control" });
    return callerFor(t.db, await t.fixtures.actor(user));
  }

  async function namedRole(
    company: FixtureCompany,
    name: string,
    options: { isShared?: boolean; permissions?: Permission[]; categoryIds?: number[] } = {},
  ) {
    return t.db.role.create({
      data: {
        companyId: company.id,
        name,
        isShared: options.isShared ?? false,
        permissions: options.permissions ?? ["dashboard.view"],
        categories: { create: (options.categoryIds ?? []).map((categoryId) => ({ categoryId })) },
      },
    });
  }

  const lastAudit = (action: string, entityId: number) =>
    t.db.auditEvent.findFirst({ where: { action, entityId: String(entityId) }, orderBy: { id: "desc" } });

  describe("who may call it", () => {
    it("answers 401 to a signed-out caller on every procedure", async () => {
      const caller = callerFor(t.db, null);
      await expectTRPCError(caller.roles.find({ module: school }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(caller.roles.get({ module: school, roleId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.validity({ module: school, companyId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.users({ module: school, roleId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.sharing({ module: school }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.create({ module: school, name: "X" }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.update({ module: school, roleId: 5, name: "X" }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.delete({ module: school, roleId: 5 }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.assign({ module: school, roleId: 1, userId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.roles.revoke({ module: school, roleId: 1, userId: 1 }), "UNAUTHORIZED");
    });

    it("answers 403 to an administrator without settings permissions (office staff)", async () => {
      const company = await t.fixtures.company();
      const office = await adminAt(company, { roleIds: [3], permissions: [] });
      await expectTRPCError(office.caller.roles.find({ module: school }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(
        office.caller.roles.create({ module: school, name: "Mine" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(office.caller.roles.assign({ module: school, roleId: 1, userId: office.user.id }), "FORBIDDEN");
    });

    it("lets settings.view read but not change", async () => {
      const company = await t.fixtures.company();
      const viewer = await adminAt(company, { permissions: ["settings.view"] });
      const role = await namedRole(company, "Readable");
      expect((await viewer.caller.roles.find({ module: school })).map((r) => r.name)).toContain("Readable");
      expect((await viewer.caller.roles.get({ module: school, roleId: role.id })).name).toBe("Readable");
      expect(await viewer.caller.roles.users({ module: school, roleId: role.id })).toEqual([]);
      await expectTRPCError(
        viewer.caller.roles.create({ module: school, name: "Nope" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(viewer.caller.roles.update({ module: school, roleId: role.id, name: "Nope" }), "FORBIDDEN");
      await expectTRPCError(viewer.caller.roles.delete({ module: school, roleId: role.id }), "FORBIDDEN");
      await expectTRPCError(viewer.caller.roles.revoke({ module: school, roleId: role.id, userId: viewer.user.id }), "FORBIDDEN");
    });

    it("refuses a module the user may not act in, and parents everywhere", async () => {
      const { adminA } = await tree();
      await expectTRPCError(adminA.caller.roles.find({ module: "vendor" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(adminA.caller.roles.find({ module: "control" }), "FORBIDDEN");
      const parent = await t.fixtures.user({ kind: "PARENT" });
      const parentCaller = callerFor(t.db, await t.fixtures.actor(parent));
      await expectTRPCError(parentCaller.roles.find({ module: "parent" }), "FORBIDDEN");
      await expectTRPCError(parentCaller.roles.find({ module: school }), "FORBIDDEN");
    });

    it("works in the vendor module for a vendor's administrators", async () => {
      const vendor = await t.fixtures.company({ kind: "VENDOR" });
      const admin = await adminAt(vendor, { modules: ["vendor"], roleIds: [1], permissions: [] });
      const created = await admin.caller.roles.create({ module: "vendor", name: "Stock clerks", permissions: ["items.manage"] });
      expect((await admin.caller.roles.find({ module: "vendor" })).map((r) => r.id)).toContain(created.id);
      await expectTRPCError(admin.caller.roles.find({ module: school }), "FORBIDDEN");
    });
  });

  describe("the role list (roles url)", () => {
    it("lists the four built-in roles first, in id order, then the site's roles by name", async () => {
      const { schoolA, adminA } = await tree();
      await namedRole(schoolA, "Zoo keepers");
      await namedRole(schoolA, "Athletics Helpers");
      const roles = await adminA.caller.roles.find({ module: school });
      expect(roles.slice(0, 4).map((r) => [r.id, r.isBuiltIn, r.editable])).toEqual([
        [1, true, false],
        [2, true, false],
        [3, true, false],
        [4, true, false],
      ]);
      const names = roles.slice(4).map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(["Athletics Helpers", "Zoo keepers"]));
      expect(roles.slice(4).every((r) => !r.isBuiltIn && r.editable)).toBe(true);
    });

    it("counts only the site's own holders of a role held all over the platform", async () => {
      const { schoolA, adminA, districtAdmin } = await tree();
      await t.fixtures.user({ company: schoolA, permissions: [], roleIds: [1] });
      const atA = await adminA.caller.roles.find({ module: school });
      expect(atA.find((r) => r.id === 1)?.userCount).toBe(2);
      // The district's list counts its own subtree: its administrator and school A's two.
      expect((await districtAdmin.caller.roles.find({ module: school })).find((r) => r.id === 1)?.userCount).toBe(3);
      expect((await adminA.caller.roles.get({ module: school, roleId: 1 })).userCount).toBe(2);
    });

    it("includes the shared roles of the companies above, read-only, but not their private ones", async () => {
      const { district, schoolA, schoolB, adminA } = await tree();
      const shared = await namedRole(district, "District shared", { isShared: true });
      const privateRole = await namedRole(district, "District private");
      const sibling = await namedRole(schoolB, "Sibling role");
      const own = await namedRole(schoolA, "Own role");
      const roles = await adminA.caller.roles.find({ module: school });
      const ids = roles.map((r) => r.id);
      expect(ids).toContain(shared.id);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(privateRole.id);
      expect(ids).not.toContain(sibling.id);
      expect(roles.find((r) => r.id === shared.id)).toMatchObject({
        isShared: true,
        editable: false,
        companyName: expect.any(String),
      });
    });

    it("lets a district administrator list a school below it, and refuses a company outside the subtree", async () => {
      const { schoolA, elsewhere, districtAdmin, adminA } = await tree();
      const own = await namedRole(schoolA, "Listed from above");
      const roles = await districtAdmin.caller.roles.find({ module: school, companyId: schoolA.id });
      expect(roles.find((r) => r.id === own.id)?.editable).toBe(true);
      await expectTRPCError(
        adminA.caller.roles.find({ module: school, companyId: elsewhere.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(adminA.caller.roles.find({ module: school, companyId: schoolA.id + 1_000_000 }), "NOT_FOUND");
    });

    it("lets control staff list any company's roles, in any of the three modules", async () => {
      const { elsewhere } = await tree();
      const role = await namedRole(elsewhere, "Far away");
      const caller = await control();
      for (const module of ["school", "vendor", "control"] as const) {
        expect((await caller.roles.find({ module, companyId: elsewhere.id })).map((r) => r.id)).toContain(role.id);
      }
    });
  });

  describe("get", () => {
    it("reads an own role, a built-in one and an ancestor's shared one; refuses others", async () => {
      const { district, schoolB, adminA } = await tree();
      const shared = await namedRole(district, "Shared above", { isShared: true });
      const privateAbove = await namedRole(district, "Private above");
      const sibling = await namedRole(schoolB, "Sibling");
      expect(await adminA.caller.roles.get({ module: school, roleId: 1 })).toMatchObject({
        id: 1,
        isBuiltIn: true,
        editable: false,
      });
      expect(await adminA.caller.roles.get({ module: school, roleId: shared.id })).toMatchObject({
        name: "Shared above",
        editable: false,
      });
      await expectTRPCError(
        adminA.caller.roles.get({ module: school, roleId: privateAbove.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(adminA.caller.roles.get({ module: school, roleId: sibling.id }), "FORBIDDEN");
      await expectTRPCError(adminA.caller.roles.get({ module: school, roleId: 987_654_321 }), "NOT_FOUND");
    });
  });

  describe("create (role editor)", () => {
    it("creates a role with control levels, the shared flag and category restrictions, and audits it", async () => {
      const { schoolA, adminA } = await tree();
      const category = await t.fixtures.category(schoolA, "Band");
      const role = await adminA.caller.roles.create({
        module: school,
        name: "  Band boosters  ",
        isShared: true,
        permissions: ["items.manage", "items.manage", "reports.view"],
        categoryIds: [category.id],
      });
      expect(role).toMatchObject({
        name: "Band boosters",
        isShared: true,
        isBuiltIn: false,
        companyId: schoolA.id,
        permissions: ["items.manage", "reports.view"],
        categories: [{ id: category.id, name: "Band" }],
        userCount: 0,
        editable: true,
      });
      const audit = await lastAudit("role.created", role.id);
      expect(audit).toMatchObject({ actorId: adminA.user.id, companyId: schoolA.id, entity: "role" });
      expect(audit?.after).toMatchObject({ name: "Band boosters", isShared: true, categoryIds: [category.id] });
    });

    it("needs a name, and refuses a taken one (any case) or a built-in role's name", async () => {
      const { schoolA, adminA } = await tree();
      await namedRole(schoolA, "Coaches");
      const empty = await expectTRPCError(
        adminA.caller.roles.create({ module: school, name: "   " }),
        "BAD_REQUEST",
        ACL_MESSAGES.roleNameRequired,
      );
      expect(describeError(empty).fieldErrors).toEqual({ name: ACL_MESSAGES.roleNameRequired });
      const taken = await expectTRPCError(
        adminA.caller.roles.create({ module: school, name: "coaches" }),
        "CONFLICT",
        ACL_MESSAGES.roleNameTaken,
      );
      expect(describeError(taken).fieldErrors).toEqual({ name: ACL_MESSAGES.roleNameTaken });
      await expectTRPCError(
        adminA.caller.roles.create({ module: school, name: "master administrator" }),
        "CONFLICT",
        ACL_MESSAGES.reservedRoleName,
      );
    });

    it("refuses unknown control levels and categories of another site", async () => {
      const { schoolB, adminA, district } = await tree();
      await expectTRPCError(
        adminA.caller.roles.create({ module: school, name: "Bad level", permissions: ["items.delete" as Permission] }),
        "BAD_REQUEST",
      );
      const sibling = await t.fixtures.category(schoolB);
      await expectTRPCError(
        adminA.caller.roles.create({ module: school, name: "Bad category", categoryIds: [sibling.id] }),
        "BAD_REQUEST",
        ACL_MESSAGES.invalidFields,
      );
      // A category of the district above is fine.
      const above = await t.fixtures.category(district);
      const ok = await adminA.caller.roles.create({ module: school, name: "District category", categoryIds: [above.id] });
      expect(ok.categories.map((c) => c.id)).toEqual([above.id]);
    });

    it("creates at a school below for a district administrator, never outside the subtree", async () => {
      const { schoolA, elsewhere, districtAdmin } = await tree();
      const role = await districtAdmin.caller.roles.create({ module: school, companyId: schoolA.id, name: "From the district" });
      expect(role.companyId).toBe(schoolA.id);
      await expectTRPCError(
        districtAdmin.caller.roles.create({ module: school, companyId: elsewhere.id, name: "Outside" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
    });

    it("lets control staff create a role at any company", async () => {
      const { elsewhere } = await tree();
      const caller = await control();
      const role = await caller.roles.create({ module: "control", companyId: elsewhere.id, name: "Made by support" });
      expect(role.companyId).toBe(elsewhere.id);
    });

    it("refuses to grant control levels or categories the administrator does not hold", async () => {
      const company = await t.fixtures.company();
      const category = await t.fixtures.category(company);
      const limited = await adminAt(company, { permissions: ["settings.manage", "items.view"] });
      await expectTRPCError(
        limited.caller.roles.create({ module: school, name: "Escalate", permissions: ["coa.manage"] }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      expect(
        (await limited.caller.roles.create({ module: school, name: "Fine", permissions: ["items.view", "settings.view"] })).name,
      ).toBe("Fine");
      const restricted = await adminAt(company, { permissions: ["settings.manage", "items.manage"], categoryIds: [category.id] });
      await expectTRPCError(
        restricted.caller.roles.create({ module: school, name: "Unrestricted", permissions: ["items.view"] }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      const inside = await restricted.caller.roles.create({
        module: school,
        name: "Inside",
        permissions: ["items.view"],
        categoryIds: [category.id],
      });
      expect(inside.categories).toHaveLength(1);
    });
  });

  describe("update (role editor)", () => {
    it("changes name, levels, shared flag and restrictions, auditing before and after", async () => {
      const { schoolA, adminA } = await tree();
      const [a, b] = [await t.fixtures.category(schoolA, "A"), await t.fixtures.category(schoolA, "B")];
      const role = await namedRole(schoolA, "Before", { categoryIds: [a.id] });
      const updated = await adminA.caller.roles.update({
        module: school,
        roleId: role.id,
        name: "After",
        isShared: true,
        permissions: ["terminal.manage"],
        categoryIds: [b.id],
      });
      expect(updated).toMatchObject({
        name: "After",
        isShared: true,
        permissions: ["terminal.manage"],
        categories: [{ id: b.id }],
      });
      const audit = await lastAudit("role.updated", role.id);
      expect(audit?.before).toMatchObject({ name: "Before", categoryIds: [a.id], isShared: false });
      expect(audit?.after).toMatchObject({ name: "After", categoryIds: [b.id], isShared: true });
    });

    it("keeps its own name, and refuses another role's", async () => {
      const { schoolA, adminA } = await tree();
      const role = await namedRole(schoolA, "Keep");
      await namedRole(schoolA, "Other");
      expect((await adminA.caller.roles.update({ module: school, roleId: role.id, name: "KEEP" })).name).toBe("KEEP");
      await expectTRPCError(
        adminA.caller.roles.update({ module: school, roleId: role.id, name: "other" }),
        "CONFLICT",
        ACL_MESSAGES.roleNameTaken,
      );
    });

    it("refuses built-in roles and roles the administrator does not own", async () => {
      const { district, schoolB, adminA } = await tree();
      await expectTRPCError(
        adminA.caller.roles.update({ module: school, roleId: 2, name: "Mine now" }),
        "BAD_REQUEST",
        ACL_MESSAGES.builtInRoleChange,
      );
      const shared = await namedRole(district, "Shared from above", { isShared: true });
      await expectTRPCError(adminA.caller.roles.update({ module: school, roleId: shared.id, name: "Taken over" }), "FORBIDDEN");
      const sibling = await namedRole(schoolB, "Sibling's");
      await expectTRPCError(adminA.caller.roles.update({ module: school, roleId: sibling.id, name: "Taken over" }), "FORBIDDEN");
    });

    it("will not stop sharing a role that administrators of the sites below hold", async () => {
      const { district, schoolA, districtAdmin } = await tree();
      const shared = await namedRole(district, "Shared and held", { isShared: true });
      const holder = await t.fixtures.user({ company: schoolA, permissions: [], roleIds: [shared.id] });
      const error = await expectTRPCError(
        districtAdmin.caller.roles.update({ module: school, roleId: shared.id, name: "Shared and held", isShared: false }),
        "CONFLICT",
        ACL_MESSAGES.sharedRoleHeldBelow,
      );
      expect(describeError(error).fieldErrors).toEqual({ isShared: ACL_MESSAGES.sharedRoleHeldBelow });
      expect(await districtAdmin.caller.roles.sharing({ module: school, roleId: shared.id })).toMatchObject({ holdersBelow: 1 });
      await districtAdmin.caller.roles.revoke({ module: school, roleId: shared.id, userId: holder.id });
      const unshared = await districtAdmin.caller.roles.update({
        module: school,
        roleId: shared.id,
        name: "Shared and held",
        isShared: false,
      });
      expect(unshared.isShared).toBe(false);
    });
  });

  describe("the shared toggle's extra rows", () => {
    it("lists the sites below the role's company", async () => {
      const { district, schoolA, schoolB, districtAdmin, adminA } = await tree();
      const sharing = await districtAdmin.caller.roles.sharing({ module: school });
      expect(sharing.sites.map((s) => s.id).sort()).toEqual([schoolA.id, schoolB.id].sort());
      expect(sharing.holdersBelow).toBe(0);
      expect((await adminA.caller.roles.sharing({ module: school })).sites).toEqual([]);
      await expectTRPCError(adminA.caller.roles.sharing({ module: school, companyId: district.id }), "FORBIDDEN");
    });
  });

  describe("delete (role remove url)", () => {
    it("deletes an unused role with the product's message and audits it", async () => {
      const { schoolA, adminA } = await tree();
      const role = await namedRole(schoolA, "Short-lived");
      expect(await adminA.caller.roles.delete({ module: school, roleId: role.id })).toEqual({
        roleId: role.id,
        message: "Role successfully deleted.",
      });
      expect(await t.db.role.findUnique({ where: { id: role.id } })).toBeNull();
      expect((await lastAudit("role.deleted", role.id))?.before).toMatchObject({ name: "Short-lived" });
    });

    it("never deletes a built-in role", async () => {
      const caller = await control();
      for (const roleId of [1, 2, 3, 4]) {
        await expectTRPCError(
          caller.roles.delete({ module: "control", roleId }),
          "BAD_REQUEST",
          "Built-in roles cannot be deleted.",
        );
      }
      expect(await t.db.role.count({ where: { id: { in: [1, 2, 3, 4] } } })).toBe(4);
    });

    it("refuses a role still held by administrators, another site's role and an unknown id", async () => {
      const { schoolA, schoolB, adminA } = await tree();
      const held = await namedRole(schoolA, "Held");
      await t.fixtures.user({ company: schoolA, permissions: [], roleIds: [held.id] });
      await expectTRPCError(adminA.caller.roles.delete({ module: school, roleId: held.id }), "CONFLICT", ACL_MESSAGES.roleInUse);
      const sibling = await namedRole(schoolB, "Not yours");
      await expectTRPCError(
        adminA.caller.roles.delete({ module: school, roleId: sibling.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(adminA.caller.roles.delete({ module: school, roleId: 987_654_321 }), "NOT_FOUND");
      expect(await t.db.role.count({ where: { id: { in: [held.id, sibling.id] } } })).toBe(2);
    });

    it("takes the role's category restrictions with it, but never the categories", async () => {
      const { schoolA, adminA } = await tree();
      const category = await t.fixtures.category(schoolA);
      const role = await namedRole(schoolA, "Restricted, unused", { categoryIds: [category.id] });
      await adminA.caller.roles.delete({ module: school, roleId: role.id });
      expect(await t.db.roleCategory.count({ where: { roleId: role.id } })).toBe(0);
      expect(await t.db.category.findUnique({ where: { id: category.id } })).not.toBeNull();
    });
  });

  describe("the role-validity call", () => {
    it("gives the roles assignable at the chosen company", async () => {
      const { district, schoolA, schoolB, districtAdmin } = await tree();
      const shared = await namedRole(district, "Shared down", { isShared: true });
      const districtOnly = await namedRole(district, "District only");
      const roleA = await namedRole(schoolA, "A only");
      const roleB = await namedRole(schoolB, "B only");
      const atA = (await districtAdmin.caller.roles.validity({ module: school, companyId: schoolA.id })).map((r) => r.id);
      expect(atA.slice(0, 4)).toEqual([1, 2, 3, 4]);
      expect(atA).toEqual(expect.arrayContaining([shared.id, roleA.id]));
      expect(atA).not.toContain(districtOnly.id);
      expect(atA).not.toContain(roleB.id);
      const atDistrict = (await districtAdmin.caller.roles.validity({ module: school, companyId: district.id })).map((r) => r.id);
      expect(atDistrict).toEqual(expect.arrayContaining([shared.id, districtOnly.id]));
      expect(atDistrict).not.toContain(roleA.id);
    });

    it("needs a company in the caller's subtree", async () => {
      const { elsewhere, adminA } = await tree();
      await expectTRPCError(
        adminA.caller.roles.validity({ module: school, companyId: elsewhere.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        adminA.caller.roles.validity({ module: school, companyId: Number.NaN }),
        "BAD_REQUEST",
        ACL_MESSAGES.siteRequired,
      );
    });
  });

  describe("assign (POST /api/acl/assign-role)", () => {
    it("assigns a role, lists the administrator on it and audits the change", async () => {
      const { schoolA, adminA } = await tree();
      const role = await namedRole(schoolA, "Assignable");
      const target = await t.fixtures.user({ company: schoolA, permissions: [], label: "target" });
      expect(await adminA.caller.roles.assign({ module: school, roleId: role.id, userId: target.id })).toEqual({
        assigned: true,
      });
      const users = await adminA.caller.roles.users({ module: school, roleId: role.id });
      expect(users).toEqual([expect.objectContaining({ userId: target.id, email: target.email, companyId: schoolA.id })]);
      const link = await t.db.userRole.findUniqueOrThrow({ where: { userId_roleId: { userId: target.id, roleId: role.id } } });
      expect(link.assignedById).toBe(adminA.user.id);
      expect((await lastAudit("role.assigned", target.id))?.after).toMatchObject({ roleId: role.id });
      // The new role takes effect on the administrator's next request.
      expect((await loadActor(t.db, target.id))!.permissions.has("dashboard.view")).toBe(true);
    });

    it("refuses an administrator already on the role with the product's message", async () => {
      const { schoolA, adminA } = await tree();
      const role = await namedRole(schoolA, "Once only");
      const target = await t.fixtures.user({ company: schoolA, permissions: [], roleIds: [role.id] });
      const error = await expectTRPCError(
        adminA.caller.roles.assign({ module: school, roleId: role.id, userId: target.id }),
        "CONFLICT",
        "The admin you selected is already assigned to this role.",
      );
      expect(describeError(error).fieldErrors).toEqual({ userId: ACL_MESSAGES.alreadyAssigned });
      expect(await t.db.userRole.count({ where: { userId: target.id, roleId: role.id } })).toBe(1);
    });

    it("only assigns roles valid at the administrator's company", async () => {
      const { district, schoolA, schoolB, districtAdmin } = await tree();
      const targetA = await t.fixtures.user({ company: schoolA, permissions: [] });
      const roleB = await namedRole(schoolB, "B's own");
      const districtPrivate = await namedRole(district, "District private");
      const shared = await namedRole(district, "District shared", { isShared: true });
      await expectTRPCError(
        districtAdmin.caller.roles.assign({ module: school, roleId: roleB.id, userId: targetA.id }),
        "BAD_REQUEST",
        ACL_MESSAGES.roleNotValidForCompany,
      );
      await expectTRPCError(
        districtAdmin.caller.roles.assign({ module: school, roleId: districtPrivate.id, userId: targetA.id }),
        "BAD_REQUEST",
        ACL_MESSAGES.roleNotValidForCompany,
      );
      await districtAdmin.caller.roles.assign({ module: school, roleId: shared.id, userId: targetA.id });
      await districtAdmin.caller.roles.assign({ module: school, roleId: 4, userId: targetA.id });
      expect(
        (await t.db.userRole.findMany({ where: { userId: targetA.id }, orderBy: { roleId: "asc" } })).map((r) => r.roleId),
      ).toEqual([4, shared.id]);
    });

    it("refuses administrators outside the subtree, parents and unknown accounts", async () => {
      const { schoolA, elsewhere, adminA } = await tree();
      const outsider = await t.fixtures.user({ company: elsewhere, permissions: [] });
      await expectTRPCError(
        adminA.caller.roles.assign({ module: school, roleId: 4, userId: outsider.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      const parent = await t.fixtures.user({ kind: "PARENT", company: schoolA });
      await expectTRPCError(
        adminA.caller.roles.assign({ module: school, roleId: 4, userId: parent.id }),
        "BAD_REQUEST",
        ACL_MESSAGES.notAnAdmin,
      );
      await expectTRPCError(adminA.caller.roles.assign({ module: school, roleId: 4, userId: 987_654_321 }), "NOT_FOUND");
      await expectTRPCError(
        adminA.caller.roles.assign({ module: school, roleId: 987_654_321, userId: outsider.id }),
        "FORBIDDEN",
      );
    });

    it("refuses bad input with the field's message", async () => {
      const { adminA } = await tree();
      const error = await expectTRPCError(
        adminA.caller.roles.assign({ module: school, roleId: Number.NaN, userId: Number.NaN }),
        "BAD_REQUEST",
        ACL_MESSAGES.chooseRole,
      );
      expect(describeError(error).fieldErrors).toEqual({ roleId: ACL_MESSAGES.chooseRole, userId: ACL_MESSAGES.chooseAdmin });
    });

    it("refuses to hand out a role granting more than the administrator holds", async () => {
      const company = await t.fixtures.company();
      const limited = await adminAt(company, { permissions: ["settings.manage"] });
      const target = await t.fixtures.user({ company, permissions: [] });
      await expectTRPCError(
        limited.caller.roles.assign({ module: school, roleId: 1, userId: target.id }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      await expectTRPCError(
        limited.caller.roles.assign({ module: school, roleId: 1, userId: limited.user.id }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      expect(await t.db.userRole.count({ where: { userId: { in: [target.id, limited.user.id] }, roleId: 1 } })).toBe(0);
    });

    it("lets control staff assign across companies", async () => {
      const { elsewhere } = await tree();
      const role = await namedRole(elsewhere, "Remote");
      const target = await t.fixtures.user({ company: elsewhere, permissions: [] });
      const caller = await control();
      await caller.roles.assign({ module: "control", roleId: role.id, userId: target.id });
      expect((await caller.roles.users({ module: "control", roleId: role.id })).map((u) => u.userId)).toEqual([target.id]);
    });
  });

  describe("users of a role (user list url)", () => {
    it("shows a shared role's holders only inside the caller's subtree", async () => {
      const { district, schoolA, schoolB, districtAdmin, adminA } = await tree();
      const shared = await namedRole(district, "Shared list", { isShared: true });
      const inA = await t.fixtures.user({ company: schoolA, permissions: [], roleIds: [shared.id], label: "ina" });
      const inB = await t.fixtures.user({ company: schoolB, permissions: [], roleIds: [shared.id], label: "inb" });
      expect((await adminA.caller.roles.users({ module: school, roleId: shared.id })).map((u) => u.userId)).toEqual([inA.id]);
      const all = (await districtAdmin.caller.roles.users({ module: school, roleId: shared.id })).map((u) => u.userId);
      expect(all.sort()).toEqual([inA.id, inB.id].sort());
      // Narrowed to one site below.
      expect(
        (await districtAdmin.caller.roles.users({ module: school, roleId: shared.id, companyId: schoolB.id })).map(
          (u) => u.userId,
        ),
      ).toEqual([inB.id]);
      await expectTRPCError(adminA.caller.roles.users({ module: school, roleId: shared.id, companyId: schoolB.id }), "FORBIDDEN");
    });
  });

  describe("revoke (POST …/administrators/{userId}/revoke-role/{roleId})", () => {
    it("takes the role away and audits it", async () => {
      const { schoolA, adminA } = await tree();
      const role = await namedRole(schoolA, "Revocable");
      const target = await t.fixtures.user({ company: schoolA, permissions: [], roleIds: [role.id, 4] });
      expect(await adminA.caller.roles.revoke({ module: school, roleId: role.id, userId: target.id })).toEqual({ revoked: true });
      expect((await t.db.userRole.findMany({ where: { userId: target.id } })).map((r) => r.roleId)).toEqual([4]);
      expect((await lastAudit("role.revoked", target.id))?.before).toMatchObject({ roleId: role.id });
    });

    it("fails with the product's message when the administrator does not hold the role", async () => {
      const { schoolA, adminA } = await tree();
      const role = await namedRole(schoolA, "Not held");
      const target = await t.fixtures.user({ company: schoolA, permissions: [] });
      await expectTRPCError(
        adminA.caller.roles.revoke({ module: school, roleId: role.id, userId: target.id }),
        "NOT_FOUND",
        "Admin could not be unassigned from role.",
      );
      await expectTRPCError(
        adminA.caller.roles.revoke({ module: school, roleId: 987_654_321, userId: target.id }),
        "NOT_FOUND",
        ACL_MESSAGES.unassignFailed,
      );
    });

    it("refuses administrators outside the subtree and roles above the caller's own", async () => {
      const { elsewhere, schoolA, adminA } = await tree();
      const outsider = await t.fixtures.user({ company: elsewhere, permissions: [], roleIds: [4] });
      await expectTRPCError(
        adminA.caller.roles.revoke({ module: school, roleId: 4, userId: outsider.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      const limited = await adminAt(schoolA, { permissions: ["settings.manage", "dashboard.view"] });
      await expectTRPCError(
        limited.caller.roles.revoke({ module: school, roleId: 1, userId: adminA.user.id }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      expect(await t.db.userRole.count({ where: { userId: { in: [outsider.id, adminA.user.id] } } })).toBe(2);
    });
  });
});
