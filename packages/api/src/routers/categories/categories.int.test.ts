/**
 * Categories (docs/product/accounts-and-roles.md): the list, the form whose role mirrors the category, and
 * the guided delete — check items, check roles, fix either kind of conflict, then delete — through
 * createCaller on a real database. Each step is one transaction, and no step may leave an item or
 * a role pointing at a category that is gone.
 */
import type { Permission } from "@paydesk/domain";
import { CATEGORY_ROLE_PERMISSIONS } from "@paydesk/services";
import {
  describeDb,
  expectTRPCError,
  openTestDb,
  uniqueSuffix,
  type FixtureCompany,
  type UserOptions,
} from "@paydesk/tests/harness";
import { ACL_MESSAGES, AUTH_MESSAGES, restrictedRoleHasAdmins } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { describeError } from "../../errors.ts";
import { callerFor } from "@paydesk/tests/callers";
import { backendPid, waitUntilBlockedBy } from "@paydesk/tests/wait";

const school = "school" as const;

describeDb("categories router", (t) => {

  async function adminAt(company: FixtureCompany, options: Omit<UserOptions, "company"> = {}) {
    const user = await t.fixtures.user({ company, label: "admin", roleIds: [1], permissions: [], ...options });
    return { user, caller: callerFor(t.db, await t.fixtures.actor(user)) };
  }

  async function item(company: FixtureCompany, categoryId: number | null, title = `Item ${uniqueSuffix()}`) {
    const code = `T-${uniqueSuffix()}`;
    return t.db.item.create({ data: { companyId: company.id, code, slug: code.toLowerCase(), title, categoryId } });
  }

  async function role(
    company: FixtureCompany,
    name: string,
    categoryIds: number[],
    permissions: Permission[] = ["items.manage"],
  ) {
    return t.db.role.create({
      data: {
        companyId: company.id,
        name,
        permissions,
        categories: { create: categoryIds.map((categoryId) => ({ categoryId })) },
      },
    });
  }

  /**
   * The seed's situation, rebuilt in a school of its own: "Athletics" used by two items and by a
   * role restricted to it alone, held by a coach.
   */
  async function athletics() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const company = await t.fixtures.company({ parent: district });
    const master = await adminAt(company);
    const category = await t.fixtures.category(company, "Athletics");
    const fees = await t.fixtures.category(company, "Fees");
    const football = await item(company, category.id, "Football Season Pass");
    const basketball = await item(company, category.id, "Basketball Camp");
    const staff = await role(company, "Athletics Staff", [category.id]);
    const coach = await t.fixtures.user({ company, permissions: [], roleIds: [staff.id], label: "coach" });
    return { district, company, master, category, fees, football, basketball, staff, coach };
  }

  const categoryOf = async (itemId: number) => (await t.db.item.findUniqueOrThrow({ where: { id: itemId } })).categoryId;
  const lastAudit = (action: string, entityId: number) =>
    t.db.auditEvent.findFirst({ where: { action, entityId: String(entityId) }, orderBy: { id: "desc" } });

  describe("who may call it", () => {
    it("answers 401 to a signed-out caller", async () => {
      const caller = callerFor(t.db, null);
      await expectTRPCError(caller.categories.find({ module: school }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(caller.categories.create({ module: school, name: "X" }), "UNAUTHORIZED");
      await expectTRPCError(caller.categories.checkItems({ module: school, categoryId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.categories.checkRoles({ module: school, categoryId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(
        caller.categories.reassignItems({ module: school, categoryId: 1, updateAll: true, target: { newCategoryId: 2 } }),
        "UNAUTHORIZED",
      );
      await expectTRPCError(caller.categories.reassignRoles({ module: school, categoryId: 1, roleIds: [5] }), "UNAUTHORIZED");
      await expectTRPCError(
        caller.categories.reassignAdmins({ module: school, categoryId: 1, users: [{ userId: 1, roleId: 5, newRoleId: 4 }] }),
        "UNAUTHORIZED",
      );
      await expectTRPCError(caller.categories.delete({ module: school, categoryId: 1 }), "UNAUTHORIZED");
    });

    it("lets item staff list categories (the item builder needs them) but not manage them", async () => {
      const { company, category } = await athletics();
      const office = await adminAt(company, { roleIds: [3] });
      expect((await office.caller.categories.find({ module: school })).map((c) => c.id)).toContain(category.id);
      await expectTRPCError(
        office.caller.categories.create({ module: school, name: "Nope" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(office.caller.categories.checkItems({ module: school, categoryId: category.id }), "FORBIDDEN");
      await expectTRPCError(office.caller.categories.delete({ module: school, categoryId: category.id }), "FORBIDDEN");
    });

    it("refuses parents, accounts without either permission and other modules", async () => {
      const { company, master } = await athletics();
      const parent = await t.fixtures.user({ kind: "PARENT", company });
      await expectTRPCError(callerFor(t.db, await t.fixtures.actor(parent)).categories.find({ module: "parent" }), "FORBIDDEN");
      const promoter = await adminAt(company, { roleIds: [], permissions: ["promote.manage"] });
      await expectTRPCError(promoter.caller.categories.find({ module: school }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(master.caller.categories.find({ module: "vendor" }), "FORBIDDEN");
    });

    it("keeps an administrator limited to some categories away from the others", async () => {
      const { company, category, fees } = await athletics();
      const limited = await adminAt(company, {
        roleIds: [],
        permissions: ["settings.manage", "items.manage"],
        categoryIds: [fees.id],
      });
      await expectTRPCError(limited.caller.categories.checkItems({ module: school, categoryId: category.id }), "FORBIDDEN");
      await expectTRPCError(limited.caller.categories.delete({ module: school, categoryId: category.id }), "FORBIDDEN");
      expect((await limited.caller.categories.checkItems({ module: school, categoryId: fees.id })).conflict).toBe(false);
    });
  });

  describe("list", () => {
    it("lists the site's categories by name with their item and role counts", async () => {
      const { master, category, fees } = await athletics();
      const list = await master.caller.categories.find({ module: school });
      expect(list.map((c) => c.name)).toEqual(["Athletics", "Fees"]);
      expect(list.find((c) => c.id === category.id)).toMatchObject({ itemCount: 2, roleCount: 1 });
      expect(list.find((c) => c.id === fees.id)).toMatchObject({ itemCount: 0, roleCount: 0 });
    });

    it("lists a school below for its district, never a company outside the subtree; control sees all", async () => {
      const a = await athletics();
      const b = await athletics();
      const districtAdmin = await adminAt(a.district);
      expect((await districtAdmin.caller.categories.find({ module: school, companyId: a.company.id })).length).toBe(2);
      await expectTRPCError(
        a.master.caller.categories.find({ module: school, companyId: b.company.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      const control = await t.fixtures.user({ kind: "CONTROL" });
      const controlCaller = callerFor(t.db, await t.fixtures.actor(control));
      for (const module of ["control", "school", "vendor"] as const) {
        expect((await controlCaller.categories.find({ module, companyId: b.company.id })).map((c) => c.name)).toEqual([
          "Athletics",
          "Fees",
        ]);
      }
    });
  });

  describe("create (the category form)", () => {
    it("creates a category alone", async () => {
      const { company, master } = await athletics();
      const created = await master.caller.categories.create({ module: school, name: "  Drama  " });
      expect(created).toMatchObject({
        category: { name: "Drama", companyId: company.id, itemCount: 0, roleCount: 0 },
        roleId: null,
      });
      expect((await lastAudit("category.created", created.category.id))?.after).toMatchObject({ name: "Drama", roleId: null });
    });

    it("with the mirrored role: a role restricted to the new category, audited as a role change", async () => {
      const { company, master } = await athletics();
      const created = await master.caller.categories.create({
        module: school,
        name: "Robotics",
        withRole: true,
        roleName: "Robotics",
      });
      expect(created.roleId).not.toBeNull();
      const newRole = await t.db.role.findUniqueOrThrow({ where: { id: created.roleId! }, include: { categories: true } });
      expect(newRole).toMatchObject({
        name: "Robotics",
        companyId: company.id,
        isShared: false,
        permissions: CATEGORY_ROLE_PERMISSIONS,
      });
      expect(newRole.categories.map((c) => c.categoryId)).toEqual([created.category.id]);
      expect((await lastAudit("role.created", newRole.id))?.after).toMatchObject({ categoryIds: [created.category.id] });
      expect(created.category.roleCount).toBe(1);
    });

    it("needs names, and refuses taken ones without creating anything", async () => {
      const { company, master } = await athletics();
      const blank = await expectTRPCError(
        master.caller.categories.create({ module: school, name: " " }),
        "BAD_REQUEST",
        ACL_MESSAGES.categoryNameRequired,
      );
      expect(describeError(blank).fieldErrors).toEqual({ name: ACL_MESSAGES.categoryNameRequired });
      const noRole = await expectTRPCError(
        master.caller.categories.create({ module: school, name: "Chess", withRole: true, roleName: "  " }),
        "BAD_REQUEST",
        ACL_MESSAGES.roleNameRequired,
      );
      expect(describeError(noRole).fieldErrors).toEqual({ roleName: ACL_MESSAGES.roleNameRequired });
      const taken = await expectTRPCError(
        master.caller.categories.create({ module: school, name: "athletics" }),
        "CONFLICT",
        ACL_MESSAGES.categoryNameTaken,
      );
      expect(describeError(taken).fieldErrors).toEqual({ name: ACL_MESSAGES.categoryNameTaken });
      const roleTaken = await expectTRPCError(
        master.caller.categories.create({ module: school, name: "Chess", withRole: true, roleName: "athletics staff" }),
        "CONFLICT",
        ACL_MESSAGES.roleNameTaken,
      );
      expect(describeError(roleTaken).fieldErrors).toEqual({ roleName: ACL_MESSAGES.roleNameTaken });
      // The category of the refused request was rolled back with it.
      expect(await t.db.category.count({ where: { companyId: company.id, name: "Chess" } })).toBe(0);
    });

    it("creates at a school below for the district, never outside the subtree", async () => {
      const a = await athletics();
      const b = await athletics();
      const districtAdmin = await adminAt(a.district);
      expect(
        (await districtAdmin.caller.categories.create({ module: school, companyId: a.company.id, name: "Below" })).category
          .companyId,
      ).toBe(a.company.id);
      await expectTRPCError(
        districtAdmin.caller.categories.create({ module: school, companyId: b.company.id, name: "Outside" }),
        "FORBIDDEN",
      );
    });

    it("refuses the mirrored role to an administrator who could not grant it", async () => {
      const { company } = await athletics();
      const settingsOnly = await adminAt(company, { roleIds: [], permissions: ["settings.manage"] });
      await expectTRPCError(
        settingsOnly.caller.categories.create({ module: school, name: "Art", withRole: true, roleName: "Art" }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      expect((await settingsOnly.caller.categories.create({ module: school, name: "Art" })).roleId).toBeNull();
    });
  });

  describe("step one: check items", () => {
    it("reports the items using the category", async () => {
      const { company, master, category, football, basketball } = await athletics();
      const result = await master.caller.categories.checkItems({ module: school, categoryId: category.id });
      expect(result).toEqual({
        conflict: true,
        categoryId: category.id,
        categoryName: "Athletics",
        companyId: company.id,
        items: [
          {
            itemId: basketball.id,
            code: basketball.code,
            title: "Basketball Camp",
            companyId: company.id,
            companyName: company.name,
          },
          {
            itemId: football.id,
            code: football.code,
            title: "Football Season Pass",
            companyId: company.id,
            companyName: company.name,
          },
        ],
      });
    });

    it("reports no conflict for an unused category, 404 for an unknown one and 403 outside the subtree", async () => {
      const a = await athletics();
      const b = await athletics();
      expect(await a.master.caller.categories.checkItems({ module: school, categoryId: a.fees.id })).toEqual({
        conflict: false,
        categoryId: a.fees.id,
        categoryName: "Fees",
        companyId: a.company.id,
        items: [],
      });
      await expectTRPCError(a.master.caller.categories.checkItems({ module: school, categoryId: 987_654_321 }), "NOT_FOUND");
      await expectTRPCError(
        a.master.caller.categories.checkItems({ module: school, categoryId: b.category.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        a.master.caller.categories.checkItems({ module: school, categoryId: Number.NaN }),
        "BAD_REQUEST",
        ACL_MESSAGES.chooseCategory,
      );
    });
  });

  describe("step two: check roles", () => {
    it("reports the roles restricted to the category and the administrators holding them", async () => {
      const { company, master, category, fees, staff, coach } = await athletics();
      const both = await role(company, "Athletics and fees", [category.id, fees.id]);
      const result = await master.caller.categories.checkRoles({ module: school, categoryId: category.id });
      expect(result).toEqual({
        conflict: true,
        categoryId: category.id,
        categoryName: "Athletics",
        roles: [
          { roleId: both.id, name: "Athletics and fees", companyId: company.id, otherCategories: ["Fees"], userCount: 0 },
          { roleId: staff.id, name: "Athletics Staff", companyId: company.id, otherCategories: [], userCount: 1 },
        ],
        usersWithRoles: [
          {
            userId: coach.id,
            name: "Fixture coach",
            email: coach.email,
            roleId: staff.id,
            roleName: "Athletics Staff",
            companyId: company.id,
          },
        ],
        usersWithRolesCount: 1,
      });
    });

    it("reports no conflict when no role is restricted to it", async () => {
      const { master, fees } = await athletics();
      expect(await master.caller.categories.checkRoles({ module: school, categoryId: fees.id })).toEqual({
        conflict: false,
        categoryId: fees.id,
        categoryName: "Fees",
        roles: [],
        usersWithRoles: [],
        usersWithRolesCount: 0,
      });
    });
  });

  describe("fixing items (reassign-items)", () => {
    it("moves every item at once to an existing category", async () => {
      const { master, category, fees, football, basketball } = await athletics();
      expect(
        await master.caller.categories.reassignItems({
          module: school,
          categoryId: category.id,
          updateAll: true,
          target: { newCategoryId: fees.id },
        }),
      ).toEqual({ moved: 2 });
      expect([await categoryOf(football.id), await categoryOf(basketball.id)]).toEqual([fees.id, fees.id]);
      expect((await lastAudit("category.items_reassigned", category.id))?.after).toMatchObject({
        moves: expect.arrayContaining([{ itemId: football.id, categoryId: fees.id }]),
      });
    });

    it("moves every item at once to a new category named in the form", async () => {
      const { company, master, category, football } = await athletics();
      await master.caller.categories.reassignItems({
        module: school,
        categoryId: category.id,
        updateAll: true,
        target: { newCategoryName: "Sports" },
      });
      const sports = await t.db.category.findFirstOrThrow({ where: { companyId: company.id, name: "Sports" } });
      expect(await categoryOf(football.id)).toBe(sports.id);
    });

    it("moves items one by one, creating a named category once and reusing an existing name", async () => {
      const { company, master, category, fees, football, basketball } = await athletics();
      const third = await item(company, category.id, "Track Meet");
      const result = await master.caller.categories.reassignItems({
        module: school,
        categoryId: category.id,
        updateAll: false,
        items: [
          { itemId: football.id, target: { newCategoryName: "Team Sports" } },
          { itemId: basketball.id, target: { newCategoryName: "team sports" } },
          { itemId: third.id, target: { newCategoryName: "FEES" } },
        ],
      });
      expect(result).toEqual({ moved: 3 });
      const teamSports = await t.db.category.findMany({
        where: { companyId: company.id, name: { equals: "Team Sports", mode: "insensitive" } },
      });
      expect(teamSports).toHaveLength(1);
      expect([await categoryOf(football.id), await categoryOf(basketball.id), await categoryOf(third.id)]).toEqual([
        teamSports[0]!.id,
        teamSports[0]!.id,
        fees.id,
      ]);
    });

    it("leaves items that are not in the category alone", async () => {
      const { company, master, category, fees, football } = await athletics();
      const elsewhere = await item(company, fees.id);
      const result = await master.caller.categories.reassignItems({
        module: school,
        categoryId: category.id,
        updateAll: false,
        items: [
          { itemId: football.id, target: { newCategoryId: fees.id } },
          { itemId: elsewhere.id, target: { newCategoryName: "Hijack" } },
        ],
      });
      expect(result).toEqual({ moved: 1 });
      expect(await categoryOf(elsewhere.id)).toBe(fees.id);
    });

    it("refuses the category itself, another site's category and an empty target, changing nothing", async () => {
      const a = await athletics();
      const b = await athletics();
      const base = { module: school, categoryId: a.category.id, updateAll: true as const };
      await expectTRPCError(
        a.master.caller.categories.reassignItems({ ...base, target: { newCategoryId: a.category.id } }),
        "BAD_REQUEST",
        ACL_MESSAGES.sameCategory,
      );
      await expectTRPCError(
        a.master.caller.categories.reassignItems({ ...base, target: { newCategoryName: "ATHLETICS" } }),
        "BAD_REQUEST",
        ACL_MESSAGES.sameCategory,
      );
      await expectTRPCError(
        a.master.caller.categories.reassignItems({ ...base, target: { newCategoryId: b.fees.id } }),
        "BAD_REQUEST",
        ACL_MESSAGES.invalidFields,
      );
      await expectTRPCError(
        a.master.caller.categories.reassignItems({ ...base, target: {} }),
        "BAD_REQUEST",
        ACL_MESSAGES.chooseTarget,
      );
      // One bad row fails the whole step: the first row's move is rolled back.
      await expectTRPCError(
        a.master.caller.categories.reassignItems({
          module: school,
          categoryId: a.category.id,
          updateAll: false,
          items: [
            { itemId: a.football.id, target: { newCategoryId: a.fees.id } },
            { itemId: a.basketball.id, target: { newCategoryId: b.fees.id } },
          ],
        }),
        "BAD_REQUEST",
      );
      expect(await categoryOf(a.football.id)).toBe(a.category.id);
      await expectTRPCError(
        a.master.caller.categories.reassignItems({ module: school, categoryId: a.category.id, updateAll: false, items: [] }),
        "BAD_REQUEST",
        "Select at least one item.",
      );
    });
  });

  describe("fixing roles (reassign-roles)", () => {
    it("takes the category off a role that keeps other restrictions", async () => {
      const { company, master, category, fees } = await athletics();
      const both = await role(company, "Both", [category.id, fees.id]);
      expect(
        await master.caller.categories.reassignRoles({ module: school, categoryId: category.id, roleIds: [both.id] }),
      ).toEqual({ updated: 1, deleted: 0, moved: 0, createdRoleIds: [] });
      expect((await t.db.roleCategory.findMany({ where: { roleId: both.id } })).map((r) => r.categoryId)).toEqual([fees.id]);
      const audit = await lastAudit("role.updated", both.id);
      expect(audit?.before).toMatchObject({ categoryIds: expect.arrayContaining([category.id, fees.id]) });
      expect(audit?.after).toMatchObject({ categoryIds: [fees.id] });
    });

    it("deletes an unheld role restricted to this category alone instead of silently unrestricting it", async () => {
      const { company, master, category } = await athletics();
      const only = await role(company, "Only athletics", [category.id]);
      expect(
        await master.caller.categories.reassignRoles({ module: school, categoryId: category.id, roleIds: [only.id] }),
      ).toEqual({ updated: 0, deleted: 1, moved: 0, createdRoleIds: [] });
      expect(await t.db.role.findUnique({ where: { id: only.id } })).toBeNull();
      expect(await lastAudit("role.deleted", only.id)).not.toBeNull();
    });

    it("refuses a held role restricted to this category alone, and rolls back the whole step", async () => {
      const { company, master, category, fees, staff } = await athletics();
      const both = await role(company, "Both again", [category.id, fees.id]);
      await expectTRPCError(
        master.caller.categories.reassignRoles({ module: school, categoryId: category.id, roleIds: [both.id, staff.id] }),
        "CONFLICT",
        restrictedRoleHasAdmins("Athletics Staff"),
      );
      expect(await t.db.roleCategory.count({ where: { roleId: both.id } })).toBe(2);
      expect(await t.db.roleCategory.count({ where: { roleId: staff.id, categoryId: category.id } })).toBe(1);
    });

    it("refuses a role not restricted to the category and bad input", async () => {
      const { company, master, category } = await athletics();
      const unrelated = await role(company, "Unrelated", []);
      await expectTRPCError(
        master.caller.categories.reassignRoles({ module: school, categoryId: category.id, roleIds: [unrelated.id] }),
        "NOT_FOUND",
      );
      await expectTRPCError(
        master.caller.categories.reassignRoles({ module: school, categoryId: category.id, roleIds: [] }),
        "BAD_REQUEST",
        "Select at least one role.",
      );
    });
  });

  describe("fixing roles (reassign-roles with new_role, new_role_name and user_id)", () => {
    const rolesOf = async (userId: number) =>
      (await t.db.userRole.findMany({ where: { userId }, orderBy: { roleId: "asc" } })).map((r) => r.roleId);

    it("moves the named administrator to an existing role, then deletes the role nobody holds any more", async () => {
      const { master, category, staff, coach } = await athletics();
      expect(
        await master.caller.categories.reassignRoles({
          module: school,
          categoryId: category.id,
          roles: [{ roleId: staff.id, userId: coach.id, newRoleId: 3 }],
        }),
      ).toEqual({ updated: 0, deleted: 1, moved: 1, createdRoleIds: [] });
      expect(await rolesOf(coach.id)).toEqual([3]);
      expect(await t.db.role.findUnique({ where: { id: staff.id } })).toBeNull();
      expect(await lastAudit("role.reassigned", coach.id)).toMatchObject({ before: { roleId: staff.id }, after: { roleId: 3 } });
    });

    it("creates a role by name at the administrator's site with the old role's levels and other categories, and moves them onto it", async () => {
      const { company, master, category, fees } = await athletics();
      const both = await role(company, "Athletics and fees", [category.id, fees.id], ["items.manage", "reports.view"]);
      const clerk = await t.fixtures.user({ company, permissions: [], roleIds: [both.id], label: "clerk" });
      const result = await master.caller.categories.reassignRoles({
        module: school,
        categoryId: category.id,
        roles: [{ roleId: both.id, userId: clerk.id, newRoleName: "Fees clerks" }],
      });
      expect(result).toMatchObject({ updated: 1, deleted: 0, moved: 1 });
      expect(result.createdRoleIds).toHaveLength(1);
      const created = await t.db.role.findUniqueOrThrow({
        where: { id: result.createdRoleIds[0] },
        include: { categories: true },
      });
      expect(created).toMatchObject({
        companyId: company.id,
        name: "Fees clerks",
        permissions: ["items.manage", "reports.view"],
      });
      expect(created.categories.map((c) => c.categoryId)).toEqual([fees.id]);
      expect(await rolesOf(clerk.id)).toEqual([created.id]);
      // The old role keeps its other restriction; only this category came off it.
      expect((await t.db.roleCategory.findMany({ where: { roleId: both.id } })).map((r) => r.categoryId)).toEqual([fees.id]);
      expect(await lastAudit("role.created", created.id)).not.toBeNull();
    });

    it("without user_id moves every holder, and rows naming the same new role share it", async () => {
      const { company, master, category, staff, coach } = await athletics();
      const second = await t.fixtures.user({ company, permissions: [], roleIds: [staff.id], label: "coach2" });
      const result = await master.caller.categories.reassignRoles({
        module: school,
        categoryId: category.id,
        roles: [
          { roleId: staff.id, newRoleName: "Coaches" },
          { roleId: staff.id, newRoleName: "coaches" },
        ],
      });
      expect(result).toMatchObject({ deleted: 1, moved: 2 });
      expect(result.createdRoleIds).toHaveLength(1);
      expect(await rolesOf(coach.id)).toEqual(result.createdRoleIds);
      expect(await rolesOf(second.id)).toEqual(result.createdRoleIds);
    });

    it("refuses a row that names an administrator but no new role, a taken name, and a role the actor could not hand out; nothing changes", async () => {
      const { company, master, category, staff, coach } = await athletics();
      await expectTRPCError(
        master.caller.categories.reassignRoles({
          module: school,
          categoryId: category.id,
          roles: [{ roleId: staff.id, userId: coach.id }],
        }),
        "BAD_REQUEST",
        ACL_MESSAGES.chooseNewRole,
      );
      await role(company, "Taken name", []);
      await expectTRPCError(
        master.caller.categories.reassignRoles({
          module: school,
          categoryId: category.id,
          roles: [{ roleId: staff.id, userId: coach.id, newRoleName: "taken NAME" }],
        }),
        "CONFLICT",
        ACL_MESSAGES.roleNameTaken,
      );
      const limited = await adminAt(company, { roleIds: [], permissions: ["settings.manage"] });
      await expectTRPCError(
        limited.caller.categories.reassignRoles({
          module: school,
          categoryId: category.id,
          roles: [{ roleId: staff.id, userId: coach.id, newRoleName: "More than I hold" }],
        }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      expect(await rolesOf(coach.id)).toEqual([staff.id]);
      expect(await t.db.role.count({ where: { companyId: company.id, name: "More than I hold" } })).toBe(0);
    });

    it("refuses an administrator who does not hold the role, and one outside the actor's subtree", async () => {
      const { master, category, staff } = await athletics();
      const elsewhere = await athletics();
      await expectTRPCError(
        master.caller.categories.reassignRoles({
          module: school,
          categoryId: category.id,
          roles: [{ roleId: staff.id, userId: elsewhere.coach.id, newRoleId: 3 }],
        }),
        "NOT_FOUND",
      );
      await expectTRPCError(
        master.caller.categories.reassignRoles({
          module: school,
          categoryId: category.id,
          roles: [{ roleId: staff.id, newRoleName: "Elsewhere", companyId: elsewhere.company.id }],
        }),
        "FORBIDDEN",
      );
    });
  });

  describe("fixing roles (reassign-admins)", () => {
    it("moves an administrator off the restricted role onto another valid role", async () => {
      const { master, category, staff, coach } = await athletics();
      expect(
        await master.caller.categories.reassignAdmins({
          module: school,
          categoryId: category.id,
          users: [{ userId: coach.id, roleId: staff.id, newRoleId: 3 }],
        }),
      ).toEqual({ moved: 1 });
      expect((await t.db.userRole.findMany({ where: { userId: coach.id } })).map((r) => r.roleId)).toEqual([3]);
      expect(await lastAudit("role.reassigned", coach.id)).toMatchObject({ before: { roleId: staff.id }, after: { roleId: 3 } });
    });

    it("merges into a role the administrator already holds", async () => {
      const { master, category, staff, company } = await athletics();
      const both = await t.fixtures.user({ company, permissions: [], roleIds: [staff.id, 4] });
      await master.caller.categories.reassignAdmins({
        module: school,
        categoryId: category.id,
        users: [{ userId: both.id, roleId: staff.id, newRoleId: 4 }],
      });
      expect((await t.db.userRole.findMany({ where: { userId: both.id } })).map((r) => r.roleId)).toEqual([4]);
    });

    it("refuses a target role restricted to the same category, one invalid at the site, and a role outside the flow", async () => {
      const a = await athletics();
      const b = await athletics();
      const same = await role(a.company, "Same category", [a.category.id]);
      const users = (newRoleId: number, roleId = a.staff.id) => ({
        module: school,
        categoryId: a.category.id,
        users: [{ userId: a.coach.id, roleId, newRoleId }],
      });
      await expectTRPCError(
        a.master.caller.categories.reassignAdmins(users(same.id)),
        "BAD_REQUEST",
        ACL_MESSAGES.roleNotValidForCompany,
      );
      await expectTRPCError(
        a.master.caller.categories.reassignAdmins(users(b.staff.id)),
        "BAD_REQUEST",
        ACL_MESSAGES.roleNotValidForCompany,
      );
      await expectTRPCError(a.master.caller.categories.reassignAdmins(users(3, 987_654_321)), "NOT_FOUND");
      const plain = await t.fixtures.user({ company: a.company, permissions: [], roleIds: [4] });
      await expectTRPCError(
        a.master.caller.categories.reassignAdmins({
          module: school,
          categoryId: a.category.id,
          users: [{ userId: plain.id, roleId: 4, newRoleId: 1 }],
        }),
        "BAD_REQUEST",
        ACL_MESSAGES.notRestrictedRole,
      );
      expect((await t.db.userRole.findMany({ where: { userId: a.coach.id } })).map((r) => r.roleId)).toEqual([a.staff.id]);
    });

    it("refuses to move an administrator onto a role granting more than the caller holds", async () => {
      const { company, category, staff, coach } = await athletics();
      const limited = await adminAt(company, {
        roleIds: [],
        permissions: ["settings.manage", "items.manage", "dashboard.view", "terminal.manage", "reports.view"],
      });
      await expectTRPCError(
        limited.caller.categories.reassignAdmins({
          module: school,
          categoryId: category.id,
          users: [{ userId: coach.id, roleId: staff.id, newRoleId: 1 }],
        }),
        "FORBIDDEN",
        ACL_MESSAGES.cannotGrant,
      );
      expect(
        await limited.caller.categories.reassignAdmins({
          module: school,
          categoryId: category.id,
          users: [{ userId: coach.id, roleId: staff.id, newRoleId: 3 }],
        }),
      ).toEqual({ moved: 1 });
    });
  });

  describe("the delete (remove-category)", () => {
    it("is refused while items or roles still use the category", async () => {
      const { company, master, category, fees } = await athletics();
      await expectTRPCError(
        master.caller.categories.delete({ module: school, categoryId: category.id }),
        "CONFLICT",
        ACL_MESSAGES.categoryHasConflicts,
      );
      const onlyRole = await t.fixtures.category(company);
      await role(company, "Holds it", [onlyRole.id, fees.id]);
      await expectTRPCError(
        master.caller.categories.delete({ module: school, categoryId: onlyRole.id }),
        "CONFLICT",
        ACL_MESSAGES.categoryHasConflicts,
      );
      const onlyItem = await t.fixtures.category(company);
      await item(company, onlyItem.id);
      await expectTRPCError(
        master.caller.categories.delete({ module: school, categoryId: onlyItem.id }),
        "CONFLICT",
        ACL_MESSAGES.categoryHasConflicts,
      );
      expect(await t.db.category.count({ where: { id: { in: [category.id, onlyRole.id, onlyItem.id] } } })).toBe(3);
    });

    it("deletes an unused category at once and audits it", async () => {
      const { master, fees } = await athletics();
      expect(await master.caller.categories.delete({ module: school, categoryId: fees.id })).toEqual({
        categoryId: fees.id,
        name: "Fees",
      });
      expect(await t.db.category.findUnique({ where: { id: fees.id } })).toBeNull();
      expect((await lastAudit("category.deleted", fees.id))?.before).toEqual({ name: "Fees" });
    });

    it("refuses other sites' categories and unknown ids", async () => {
      const a = await athletics();
      const b = await athletics();
      await expectTRPCError(
        a.master.caller.categories.delete({ module: school, categoryId: b.fees.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(a.master.caller.categories.delete({ module: school, categoryId: 987_654_321 }), "NOT_FOUND");
    });

    it("the whole guided flow: items moved, administrators reassigned, the role removed, then the delete", async () => {
      const { company, master, category, fees, football, basketball, staff, coach } = await athletics();
      const multi = await role(company, "Athletics and fees", [category.id, fees.id]);
      const caller = master.caller;

      expect((await caller.categories.checkItems({ module: school, categoryId: category.id })).conflict).toBe(true);
      await caller.categories.reassignItems({
        module: school,
        categoryId: category.id,
        updateAll: false,
        items: [
          { itemId: football.id, target: { newCategoryId: fees.id } },
          { itemId: basketball.id, target: { newCategoryName: "Camps" } },
        ],
      });
      expect((await caller.categories.checkItems({ module: school, categoryId: category.id })).conflict).toBe(false);

      const roles = await caller.categories.checkRoles({ module: school, categoryId: category.id });
      expect(roles.roles.map((r) => r.roleId).sort()).toEqual([multi.id, staff.id].sort());
      await caller.categories.reassignAdmins({
        module: school,
        categoryId: category.id,
        users: [{ userId: coach.id, roleId: staff.id, newRoleId: 3 }],
      });
      expect(
        await caller.categories.reassignRoles({ module: school, categoryId: category.id, roleIds: [multi.id, staff.id] }),
      ).toEqual({ updated: 1, deleted: 1, moved: 0, createdRoleIds: [] });
      expect((await caller.categories.checkRoles({ module: school, categoryId: category.id })).conflict).toBe(false);

      await caller.categories.delete({ module: school, categoryId: category.id });
      expect(await t.db.category.findUnique({ where: { id: category.id } })).toBeNull();
      // Nothing points at the deleted category.
      expect(await t.db.item.count({ where: { categoryId: category.id } })).toBe(0);
      expect(await t.db.roleCategory.count({ where: { categoryId: category.id } })).toBe(0);
      expect(await categoryOf(football.id)).toBe(fees.id);
      expect((await t.db.userRole.findMany({ where: { userId: coach.id } })).map((r) => r.roleId)).toEqual([3]);
    });

    it("answers a conflict, not a crash, when an item takes the category while the delete runs", async () => {
      const { company, master, fees } = await athletics();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let markInserted!: (pid: number) => void;
      const inserted = new Promise<number>((resolve) => (markInserted = resolve));
      // Another request adds an item to the category and has not committed yet.
      const racing = t.db.$transaction(
        async (tx) => {
          const code = `T-${uniqueSuffix()}`;
          await tx.item.create({
            data: { companyId: company.id, code, slug: code.toLowerCase(), title: "Racing item", categoryId: fees.id },
          });
          markInserted(await backendPid(tx));
          await gate;
        },
        { timeout: 30_000 },
      );
      const holder = await inserted;
      const deleting = master.caller.categories.delete({ module: school, categoryId: fees.id });
      deleting.catch(() => undefined);
      // The delete has reached the uncommitted item and waits for it; only then does the racer commit.
      const observer = openTestDb(t.url, 1);
      try {
        await waitUntilBlockedBy(observer, holder);
      } finally {
        release();
        await observer.$disconnect();
      }
      await expectTRPCError(deleting, "CONFLICT", ACL_MESSAGES.categoryHasConflicts);
      await racing;
      expect(await t.db.category.findUnique({ where: { id: fees.id } })).not.toBeNull();
    });

    it("the database itself refuses to leave an item pointing at a deleted category", async () => {
      const { company, category } = await athletics();
      await item(company, category.id);
      await expect(t.db.category.delete({ where: { id: category.id } })).rejects.toThrow(/foreign key/i);
    });
  });
});
