/**
 * HTTP contract of the category calls (docs/product/accounts-and-roles.md,
 * docs/product/documented-calls.md): the category list for tools and the guided delete's
 * check-items, check-roles, reassign-items, reassign-roles, reassign-admins and remove-category,
 * with the documented field names.
 */
import { describeDb, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { ACL_MESSAGES, AUTH_MESSAGES, restrictedRoleHasAdmins } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

const base = "/school/settings/categories";

describeDb("categories over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function item(company: FixtureCompany, categoryId: number, title: string) {
    const code = `C-${uniqueSuffix()}`;
    return t.db.item.create({ data: { companyId: company.id, code, slug: code.toLowerCase(), title, categoryId } });
  }

  /** A school with "Athletics" used by two items and a restricted role held by a coach; an unrelated school. */
  async function athletics() {
    const company = await t.fixtures.company();
    const elsewhere = await t.fixtures.company();
    const admin = await t.fixtures.user({ company, roleIds: [1], permissions: [], label: "master" });
    const { token: session } = await t.fixtures.signIn(admin);
    const category = await t.fixtures.category(company, "Athletics");
    const fees = await t.fixtures.category(company, "Fees");
    const football = await item(company, category.id, "Football Season Pass");
    const basketball = await item(company, category.id, "Basketball Camp");
    const staff = await t.db.role.create({
      data: {
        companyId: company.id,
        name: "Athletics Staff",
        permissions: ["items.manage"],
        categories: { create: [{ categoryId: category.id }] },
      },
    });
    const coach = await t.fixtures.user({ company, permissions: [], roleIds: [staff.id], label: "coach" });
    const foreign = await t.fixtures.category(elsewhere, "Elsewhere");
    return { company, elsewhere, admin, session, category, fees, football, basketball, staff, coach, foreign };
  }

  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const post = (path: string, session: string | undefined, json: unknown) => server.request(`${base}/${path}`, { session, json });

  describe("GET /{module}/settings/categories/list", () => {
    it("answers the site's categories with category_id and name", async () => {
      const { session, category, fees } = await athletics();
      expect(answer(await server.request(`${base}/list`, { session }))).toEqual({
        status: 200,
        body: {
          status: "success",
          categories: [
            { category_id: category.id, name: "Athletics" },
            { category_id: fees.id, name: "Fees" },
          ],
        },
      });
    });

    it("answers 401 signed out, 403 for parents and for another company", async () => {
      const { company, elsewhere, session } = await athletics();
      expect(answer(await server.request(`${base}/list`))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await server.request(`${base}/list?company_id=${elsewhere.id}`, { session }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      const parent = await t.fixtures.user({ kind: "PARENT", company });
      const { token } = await t.fixtures.signIn(parent);
      expect(answer(await server.request(`/parent/settings/categories/list`, { session: token }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect(answer(await server.request(`${base}/list`, { session: token }))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
    });
  });

  describe("POST check-items and check-roles", () => {
    it("check-items answers conflict, category_id and the items", async () => {
      const { company, session, category, football, basketball } = await athletics();
      expect(answer(await post("check-items", session, { category_id: category.id }))).toEqual({
        status: 200,
        body: {
          status: "success",
          conflict: true,
          category_id: category.id,
          items: [
            {
              item_id: basketball.id,
              item_code: basketball.code,
              title: "Basketball Camp",
              company: company.id,
              company_name: company.name,
            },
            {
              item_id: football.id,
              item_code: football.code,
              title: "Football Season Pass",
              company: company.id,
              company_name: company.name,
            },
          ],
        },
      });
    });

    it("check-roles answers conflict, roles, users_with_roles and users_with_roles_count", async () => {
      const { company, session, category, staff, coach } = await athletics();
      expect(
        answer(await server.request(`${base}/check-roles`, { session, form: { category_id: String(category.id) } })),
      ).toEqual({
        status: 200,
        body: {
          status: "success",
          conflict: true,
          category_id: category.id,
          roles: [{ role_id: staff.id, name: "Athletics Staff", company: company.id, other_categories: [], user_count: 1 }],
          users_with_roles: [
            {
              user_id: coach.id,
              name: "Fixture coach",
              email: coach.email,
              role_id: staff.id,
              role_name: "Athletics Staff",
              company: company.id,
            },
          ],
          users_with_roles_count: 1,
        },
      });
    });

    it("refuses signed out, another company, an unknown id and a missing category_id", async () => {
      const { session, foreign } = await athletics();
      for (const path of ["check-items", "check-roles", "remove-category"]) {
        expect(answer(await post(path, undefined, { category_id: foreign.id }))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
        expect(answer(await post(path, session, { category_id: foreign.id }))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
        expect(answer(await post(path, session, { category_id: 987_654_321 }))).toEqual(error(404, "No such category."));
        expect(await post(path, session, {})).toMatchObject({
          status: 400,
          body: { status: "error", message: ACL_MESSAGES.chooseCategory, errors: { category_id: ACL_MESSAGES.chooseCategory } },
        });
      }
      expect(await t.db.category.findUnique({ where: { id: foreign.id } })).not.toBeNull();
    });
  });

  describe("POST reassign-items", () => {
    it("moves every item at once (update_all) to a new category named in new_categ_name", async () => {
      const { company, session, category, football, basketball } = await athletics();
      expect(
        answer(await post("reassign-items", session, { category_id: category.id, update_all: 1, new_categ_name: "Sports" })),
      ).toEqual({
        status: 200,
        body: { status: "success", moved: 2 },
      });
      const sports = await t.db.category.findFirstOrThrow({ where: { companyId: company.id, name: "Sports" } });
      expect(
        (await t.db.item.findMany({ where: { id: { in: [football.id, basketball.id] } } })).map((i) => i.categoryId),
      ).toEqual([sports.id, sports.id]);
    });

    it("moves ticked rows one by one (form-encoded items[n][…]), leaving unticked rows alone", async () => {
      const { session, category, fees, football, basketball } = await athletics();
      const res = await server.request(`${base}/reassign-items`, {
        session,
        form: {
          category_id: String(category.id),
          update_all: "0",
          "items[0][item_id]": String(football.id),
          "items[0][new_categ]": String(fees.id),
          "items[0][chk_txn]": "1",
          "items[1][item_id]": String(basketball.id),
          "items[1][new_categ_name]": "Camps",
          "items[1][chk_txn]": "0",
        },
      });
      expect(answer(res)).toEqual({ status: 200, body: { status: "success", moved: 1 } });
      expect((await t.db.item.findUniqueOrThrow({ where: { id: football.id } })).categoryId).toBe(fees.id);
      expect((await t.db.item.findUniqueOrThrow({ where: { id: basketball.id } })).categoryId).toBe(category.id);
    });

    it("answers 400 with the message for a missing target or the category itself, and 403 for another company's target", async () => {
      const { session, category, foreign } = await athletics();
      expect(answer(await post("reassign-items", session, { category_id: category.id, update_all: "yes" }))).toEqual(
        error(400, ACL_MESSAGES.chooseTarget),
      );
      expect(
        answer(await post("reassign-items", session, { category_id: category.id, update_all: 1, new_categ: category.id })),
      ).toEqual(error(400, ACL_MESSAGES.sameCategory));
      expect(
        answer(await post("reassign-items", session, { category_id: category.id, update_all: 1, new_categ: foreign.id })),
      ).toEqual(error(400, ACL_MESSAGES.invalidFields));
      expect(
        answer(await post("reassign-items", session, { category_id: foreign.id, update_all: 1, new_categ_name: "X" })),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await post("reassign-items", session, { category_id: category.id, items: [] }))).toEqual(
        error(400, "Select at least one item."),
      );
      expect(await t.db.item.count({ where: { categoryId: category.id } })).toBe(2);
    });
  });

  describe("POST reassign-roles and reassign-admins", () => {
    it("reassign-roles refuses a held role restricted to the category alone", async () => {
      const { session, category, staff } = await athletics();
      expect(
        answer(await post("reassign-roles", session, { category_id: category.id, roles: [{ role_id: staff.id, chk_rle: 1 }] })),
      ).toEqual(error(409, restrictedRoleHasAdmins("Athletics Staff")));
      expect(
        answer(await post("reassign-roles", session, { category_id: category.id, roles: [{ role_id: staff.id, chk_rle: 0 }] })),
      ).toEqual(error(400, "Select at least one role."));
    });

    it("reassign-admins moves users off the role; reassign-roles then removes it", async () => {
      const { session, category, staff, coach } = await athletics();
      expect(
        answer(
          await post("reassign-admins", session, {
            category_id: category.id,
            users: [{ user_id: coach.id, role_id: staff.id, new_role: 3 }],
          }),
        ),
      ).toEqual({
        status: 200,
        body: { status: "success", moved: 1 },
      });
      expect((await t.db.userRole.findMany({ where: { userId: coach.id } })).map((r) => r.roleId)).toEqual([3]);
      expect(
        answer(
          await post("reassign-roles", session, { category_id: category.id, roles: [{ role_id: staff.id, chk_rle: "on" }] }),
        ),
      ).toEqual({
        status: 200,
        body: { status: "success", updated: 0, deleted: 1, moved: 0, new_role_ids: [] },
      });
    });

    it("reassign-roles moves the row's user_id to new_role, or to a role created as new_role_name at company", async () => {
      const { session, company, category, staff, coach } = await athletics();
      const second = await t.fixtures.user({ company, permissions: [], roleIds: [staff.id], label: "coach2" });
      const { status, body } = answer(
        await post("reassign-roles", session, {
          category_id: category.id,
          roles: [
            { role_id: staff.id, user_id: coach.id, new_role: 3, new_role_name: "", company: company.id, chk_rle: 1 },
            { role_id: staff.id, user_id: second.id, new_role: "", new_role_name: " Coaches ", company: company.id, chk_rle: 1 },
          ],
        }),
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: "success", updated: 0, deleted: 1, moved: 2 });
      const [created] = (body as { new_role_ids: number[] }).new_role_ids;
      expect(await t.db.role.findUniqueOrThrow({ where: { id: created } })).toMatchObject({
        name: "Coaches",
        companyId: company.id,
      });
      expect((await t.db.userRole.findMany({ where: { userId: coach.id } })).map((r) => r.roleId)).toEqual([3]);
      expect((await t.db.userRole.findMany({ where: { userId: second.id } })).map((r) => r.roleId)).toEqual([created]);
    });

    it("reassign-roles answers 400 with the message for a user_id row without a new role", async () => {
      const { session, category, staff, coach } = await athletics();
      expect(
        answer(
          await post("reassign-roles", session, {
            category_id: category.id,
            roles: [{ role_id: staff.id, user_id: coach.id, new_role: "", new_role_name: "", chk_rle: 1 }],
          }),
        ),
      ).toMatchObject(error(400, ACL_MESSAGES.chooseNewRole));
      expect((await t.db.userRole.findMany({ where: { userId: coach.id } })).map((r) => r.roleId)).toEqual([staff.id]);
    });

    it("reassign-admins answers 400 with the message for bad rows and 403 outside the subtree", async () => {
      const { session, category, staff, coach, foreign } = await athletics();
      expect(
        await post("reassign-admins", session, { category_id: category.id, users: [{ user_id: coach.id, role_id: staff.id }] }),
      ).toMatchObject({
        status: 400,
        body: { status: "error", message: ACL_MESSAGES.chooseRole },
      });
      expect(answer(await post("reassign-admins", session, { category_id: category.id, users: [] }))).toEqual(
        error(400, "Select at least one administrator."),
      );
      expect(
        answer(
          await post("reassign-admins", session, {
            category_id: foreign.id,
            users: [{ user_id: coach.id, role_id: staff.id, new_role: 3 }],
          }),
        ),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(
        answer(
          await post("reassign-admins", session, {
            category_id: category.id,
            users: [{ user_id: coach.id, role_id: staff.id, new_role: staff.id }],
          }),
        ),
      ).toEqual(error(400, ACL_MESSAGES.roleNotValidForCompany));
    });
  });

  describe("POST remove-category", () => {
    it("refuses while items or roles conflict, then deletes once both are fixed", async () => {
      const { session, category, fees, staff, coach } = await athletics();
      expect(answer(await post("remove-category", session, { category_id: category.id }))).toEqual(
        error(409, ACL_MESSAGES.categoryHasConflicts),
      );
      await post("reassign-items", session, { category_id: category.id, update_all: 1, new_categ: fees.id });
      expect(answer(await post("remove-category", session, { category_id: category.id }))).toEqual(
        error(409, ACL_MESSAGES.categoryHasConflicts),
      );
      await post("reassign-admins", session, {
        category_id: category.id,
        users: [{ user_id: coach.id, role_id: staff.id, new_role: 4 }],
      });
      await post("reassign-roles", session, { category_id: category.id, roles: [{ role_id: staff.id }] });
      expect((await post("check-items", session, { category_id: category.id })).body).toMatchObject({
        conflict: false,
        items: [],
      });
      expect((await post("check-roles", session, { category_id: category.id })).body).toMatchObject({
        conflict: false,
        users_with_roles_count: 0,
      });
      expect(answer(await post("remove-category", session, { category_id: category.id }))).toEqual({
        status: 200,
        body: { status: "success", category_id: category.id },
      });
      expect(await t.db.category.findUnique({ where: { id: category.id } })).toBeNull();
    });

    it("refuses a cross-site post", async () => {
      const { session, fees } = await athletics();
      const res = await server.request(`${base}/remove-category`, {
        session,
        json: { category_id: fees.id },
        headers: { origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(await t.db.category.findUnique({ where: { id: fees.id } })).not.toBeNull();
    });
  });
});
