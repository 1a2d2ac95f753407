/**
 * HTTP contract of the roles calls (docs/product/accounts-and-roles.md, docs/product/documented-calls.md):
 * the documented field names, 401 before anything else, 403 for another module or company, 4xx
 * with the message for bad input, and the answers the legacy front end reads.
 */
import { describeDb, type FixtureCompany, type UserOptions } from "@paydesk/tests/harness";
import { ACL_MESSAGES, AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

describeDb("roles over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(company: FixtureCompany, options: Omit<UserOptions, "company"> = {}) {
    const user = await t.fixtures.user({ company, roleIds: [1], permissions: [], ...options });
    const { token } = await t.fixtures.signIn(user);
    return { user, session: token };
  }

  async function site() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: district });
    const elsewhere = await t.fixtures.company();
    const admin = await signedIn(school);
    return { district, school, elsewhere, admin };
  }

  const role = (company: FixtureCompany, name: string, isShared = false) =>
    t.db.role.create({ data: { companyId: company.id, name, isShared, permissions: ["items.view"] } });

  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  describe("GET /{module}/settings/roles/list (roles url)", () => {
    it("answers 401 signed out, 403 in another module or without settings", async () => {
      const { school, admin } = await site();
      expect(answer(await server.request("/school/settings/roles/list"))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await server.request("/vendor/settings/roles/list", { session: admin.session }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      const office = await signedIn(school, { roleIds: [3] });
      expect(answer(await server.request("/school/settings/roles/list", { session: office.session }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
    });

    it("answers the roles as a map keyed by id, built-in ones first", async () => {
      const { school, admin } = await site();
      const own = await role(school, "Listed over HTTP");
      const res = await server.request("/school/settings/roles/list", { session: admin.session });
      expect(res.status).toBe(200);
      expect(res.body?.status).toBe("success");
      const roles = res.body?.roles as Record<string, Record<string, unknown>>;
      expect((res.body?.order as number[]).slice(0, 4)).toEqual([1, 2, 3, 4]);
      expect(roles["1"]).toMatchObject({
        role_id: 1,
        name: "Master Administrator",
        is_built_in: true,
        is_shared: 1,
        editable: false,
      });
      expect(roles[String(own.id)]).toEqual({
        role_id: own.id,
        name: "Listed over HTTP",
        is_shared: 0,
        is_built_in: false,
        company_id: school.id,
        company_name: school.name,
        control_levels: ["items.view"],
        categories: [],
        user_count: 0,
        editable: true,
      });
    });

    it("refuses another company's list with 403 and a malformed company_id with 400", async () => {
      const { elsewhere, admin } = await site();
      expect(
        answer(await server.request(`/school/settings/roles/list?company_id=${elsewhere.id}`, { session: admin.session })),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      const bad = await server.request("/school/settings/roles/list?company_id=abc", { session: admin.session });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status: "error", errors: { company_id: expect.any(String) } });
    });

    it("lets control staff read any company's roles", async () => {
      const { elsewhere } = await site();
      const own = await role(elsewhere, "Seen by support");
      const control = await signedIn(await t.fixtures.company({ kind: "PLATFORM" }), { kind: "CONTROL" });
      const res = await server.request(`/control/settings/roles/list?company_id=${elsewhere.id}`, { session: control.session });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body?.roles as object)).toContain(String(own.id));
    });
  });

  describe("GET /{module}/settings/roles/validity (role-validity url)", () => {
    it("answers the roles assignable at company_id", async () => {
      const { district, school, admin } = await site();
      const shared = await role(district, "Shared from the district", true);
      const hidden = await role(district, "District private");
      const res = await server.request(`/school/settings/roles/validity?company_id=${school.id}`, { session: admin.session });
      expect(res.status).toBe(200);
      const roles = res.body?.roles as { role_id: number; name: string }[];
      expect(roles.slice(0, 4).map((r) => r.role_id)).toEqual([1, 2, 3, 4]);
      expect(roles.map((r) => r.role_id)).toContain(shared.id);
      expect(roles.map((r) => r.role_id)).not.toContain(hidden.id);
    });

    it("needs company_id, in the caller's subtree", async () => {
      const { elsewhere, admin } = await site();
      expect(await server.request("/school/settings/roles/validity", { session: admin.session })).toMatchObject({
        status: 400,
        body: { status: "error", message: ACL_MESSAGES.siteRequired, errors: { company_id: ACL_MESSAGES.siteRequired } },
      });
      expect(
        answer(await server.request(`/school/settings/roles/validity?company_id=${elsewhere.id}`, { session: admin.session })),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await server.request(`/school/settings/roles/validity?company_id=1`))).toEqual(
        error(401, AUTH_MESSAGES.notSignedIn),
      );
    });
  });

  describe("GET /{module}/settings/roles/{roleId}/remove (role remove url)", () => {
    it("deletes and answers status, role_id and the message", async () => {
      const { school, admin } = await site();
      const doomed = await role(school, "Removed over HTTP");
      expect(answer(await server.request(`/school/settings/roles/${doomed.id}/remove`, { session: admin.session }))).toEqual({
        status: 200,
        body: { status: "success", role_id: doomed.id, message: "Role successfully deleted." },
      });
      expect(await t.db.role.findUnique({ where: { id: doomed.id } })).toBeNull();
    });

    it("answers the server's message when it refuses", async () => {
      const { school, elsewhere, admin } = await site();
      const remove = (id: number | string) => server.request(`/school/settings/roles/${id}/remove`, { session: admin.session });
      expect(answer(await remove(1))).toEqual(error(400, "Built-in roles cannot be deleted."));
      const held = await role(school, "Still held");
      await t.fixtures.user({ company: school, permissions: [], roleIds: [held.id] });
      expect(answer(await remove(held.id))).toEqual(error(409, ACL_MESSAGES.roleInUse));
      const foreign = await role(elsewhere, "Someone else's");
      expect(answer(await remove(foreign.id))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await remove("abc"))).toEqual(error(400, ACL_MESSAGES.chooseRole));
      expect(answer(await remove(987_654_321))).toEqual(error(404, "No such role."));
      expect(answer(await server.request(`/school/settings/roles/${foreign.id}/remove`))).toEqual(
        error(401, AUTH_MESSAGES.notSignedIn),
      );
      expect(await t.db.role.count({ where: { id: { in: [held.id, foreign.id] } } })).toBe(2);
    });

    it("never deletes when a browser navigates to the address (it asks for the page)", async () => {
      const { school, admin } = await site();
      const kept = await role(school, "Navigated to");
      const res = await server.request(`/school/settings/roles/${kept.id}/remove`, {
        session: admin.session,
        headers: { accept: "text/html" },
      });
      expect(res.body?.status).not.toBe("success");
      expect(await t.db.role.findUnique({ where: { id: kept.id } })).not.toBeNull();
    });

    it("refuses a cross-site request for JSON, as it would a cross-site write", async () => {
      const { school, admin } = await site();
      const kept = await role(school, "Fetched from elsewhere");
      const crossSite: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }];
      for (const headers of crossSite) {
        expect(answer(await server.request(`/school/settings/roles/${kept.id}/remove`, { session: admin.session, headers }))).toEqual(
          error(403, AUTH_MESSAGES.crossSite),
        );
      }
      expect(await t.db.role.findUnique({ where: { id: kept.id } })).not.toBeNull();
    });
  });

  describe("GET /{module}/settings/roles/{roleId}/users (user list url)", () => {
    it("lists the administrators on the role", async () => {
      const { school, admin } = await site();
      const listed = await role(school, "With users");
      const holder = await t.fixtures.user({ company: school, permissions: [], roleIds: [listed.id], label: "holder" });
      const res = await server.request(`/school/settings/roles/${listed.id}/users`, { session: admin.session });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        users: [
          {
            user_id: holder.id,
            name: "Fixture holder",
            email: holder.email,
            company_id: school.id,
            company_name: school.name,
            assigned_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        ],
      });
    });

    it("narrows to the sites below company_id", async () => {
      const { district, school, admin } = await site();
      const districtAdmin = await signedIn(district);
      const shared = await role(district, "Shared with holders", true);
      const holder = await t.fixtures.user({ company: school, permissions: [], roleIds: [shared.id] });
      const res = await server.request(`/school/settings/roles/${shared.id}/users?company_id=${school.id}`, {
        session: districtAdmin.session,
      });
      expect((res.body?.users as { user_id: number }[]).map((u) => u.user_id)).toEqual([holder.id]);
      const outside = await server.request(`/school/settings/roles/${shared.id}/users?company_id=${district.id}`, {
        session: admin.session,
      });
      expect(answer(outside)).toEqual(error(403, AUTH_MESSAGES.accessDenied));
    });

    it("refuses another company's role", async () => {
      const { elsewhere, admin } = await site();
      const foreign = await role(elsewhere, "Not listable");
      expect(answer(await server.request(`/school/settings/roles/${foreign.id}/users`, { session: admin.session }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
    });
  });

  describe("POST /api/acl/assign-role", () => {
    it("assigns with the documented fields (JSON or form) and answers status", async () => {
      const { school, admin } = await site();
      const target = await t.fixtures.user({ company: school, permissions: [] });
      const first = await role(school, "Assigned by JSON");
      const second = await role(school, "Assigned by form");
      expect(
        answer(
          await server.request("/api/acl/assign-role", { session: admin.session, json: { role: first.id, user: target.id } }),
        ),
      ).toEqual({
        status: 200,
        body: { status: "success" },
      });
      expect(
        answer(
          await server.request("/api/acl/assign-role", {
            session: admin.session,
            form: { role: String(second.id), user: String(target.id) },
          }),
        ),
      ).toEqual({ status: 200, body: { status: "success" } });
      expect(
        (await t.db.userRole.findMany({ where: { userId: target.id }, orderBy: { roleId: "asc" } })).map((r) => r.roleId),
      ).toEqual([first.id, second.id]);
    });

    it("refuses an administrator already on the role with the product's message", async () => {
      const { school, admin } = await site();
      const once = await role(school, "Assigned once");
      const target = await t.fixtures.user({ company: school, permissions: [], roleIds: [once.id] });
      const res = await server.request("/api/acl/assign-role", {
        session: admin.session,
        json: { role: once.id, user: target.id },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        status: "error",
        message: "The admin you selected is already assigned to this role.",
        errors: { user: "The admin you selected is already assigned to this role." },
      });
    });

    it("answers 401, 403 for another company or a cross-site post, and 400 for bad input", async () => {
      const { school, elsewhere, admin } = await site();
      const outsider = await t.fixtures.user({ company: elsewhere, permissions: [] });
      expect(answer(await server.request("/api/acl/assign-role", { json: { role: 4, user: outsider.id } }))).toEqual(
        error(401, AUTH_MESSAGES.notSignedIn),
      );
      expect(
        answer(await server.request("/api/acl/assign-role", { session: admin.session, json: { role: 4, user: outsider.id } })),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      const target = await t.fixtures.user({ company: school, permissions: [] });
      const crossSite = await server.request("/api/acl/assign-role", {
        session: admin.session,
        json: { role: 4, user: target.id },
        headers: { origin: "https://evil.example" },
      });
      expect(crossSite.status).toBe(403);
      expect(await t.db.userRole.count({ where: { userId: target.id } })).toBe(0);
      expect(await server.request("/api/acl/assign-role", { session: admin.session, json: { role: "x" } })).toMatchObject({
        status: 400,
        body: {
          status: "error",
          message: ACL_MESSAGES.chooseRole,
          errors: { role: ACL_MESSAGES.chooseRole, user: ACL_MESSAGES.chooseAdmin },
        },
      });
      const foreignRole = await role(elsewhere, "Not valid here");
      expect(
        answer(
          await server.request("/api/acl/assign-role", {
            session: admin.session,
            json: { role: foreignRole.id, user: target.id },
          }),
        ),
      ).toEqual(error(400, ACL_MESSAGES.roleNotValidForCompany));
    });
  });

  describe("POST /{module}/settings/administrators/{userId}/revoke-role/{roleId}", () => {
    it("revokes, then fails with the product's message when there is nothing to revoke", async () => {
      const { school, admin } = await site();
      const held = await role(school, "Revoked over HTTP");
      const target = await t.fixtures.user({ company: school, permissions: [], roleIds: [held.id] });
      const path = `/school/settings/administrators/${target.id}/revoke-role/${held.id}`;
      expect(answer(await server.request(path, { method: "POST", session: admin.session }))).toEqual({
        status: 200,
        body: { status: "success" },
      });
      expect(await t.db.userRole.count({ where: { userId: target.id } })).toBe(0);
      expect(answer(await server.request(path, { method: "POST", session: admin.session }))).toEqual(
        error(404, "Admin could not be unassigned from role."),
      );
    });

    it("answers 401, 403 for another company or module, and 400 for a malformed id", async () => {
      const { elsewhere, admin } = await site();
      const outsider = await t.fixtures.user({ company: elsewhere, permissions: [], roleIds: [4] });
      const path = `/school/settings/administrators/${outsider.id}/revoke-role/4`;
      expect(answer(await server.request(path, { method: "POST" }))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await server.request(path, { method: "POST", session: admin.session }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect(
        answer(
          await server.request(`/vendor/settings/administrators/${outsider.id}/revoke-role/4`, {
            method: "POST",
            session: admin.session,
          }),
        ),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(
        answer(
          await server.request(`/school/settings/administrators/abc/revoke-role/4`, { method: "POST", session: admin.session }),
        ),
      ).toEqual(error(400, ACL_MESSAGES.chooseAdmin));
      expect(await t.db.userRole.count({ where: { userId: outsider.id } })).toBe(1);
    });
  });
});
