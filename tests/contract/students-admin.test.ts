/**
 * HTTP contract of the student screens' documented calls: POST
 * /{module}/settings/students/removestudent?selected=…[&isPermanent=1]
 * (docs/product/students-and-groups.md) and GET /{module}/students/list?search=
 * (docs/product/documented-calls.md), with 401/403 first.
 */
import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, STUDENT_ADMIN_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

describeDb("student screens over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });

  async function site() {
    const s = uniqueSuffix();
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const student = (companyId: number, firstName: string, data: Record<string, unknown> = {}) =>
      t.db.student.create({
        data: { companyId, externalId: `${firstName[0]}-${s}`, firstName, lastName: `Tester${s}`, grade: "4", ...data },
      });
    const ada = await student(school.id, "Ada");
    const bob = await student(school.id, "Bob");
    const cy = await student(sibling.id, "Cy");
    const signIn = async (permissions: Parameters<typeof t.fixtures.user>[0]) =>
      (await t.fixtures.signIn(await t.fixtures.user(permissions))).token;
    return {
      s,
      school,
      ada,
      bob,
      cy,
      manager: await signIn({ company: school, permissions: ["uploads.manage"], label: "manager" }),
      viewer: await signIn({ company: school, permissions: ["uploads.view"], label: "viewer" }),
      terminal: await signIn({ company: school, permissions: ["terminal.manage"], label: "terminal" }),
    };
  }

  describe("GET /{module}/students/list", () => {
    it("answers the tools' shape, searched, for whoever may see the students", async () => {
      const s = await site();
      expect(answer(await server.request(`/school/students/list?search=ada%20tester${s.s}`, { session: s.viewer }))).toEqual({
        status: 200,
        body: {
          status: "success",
          students: [
            {
              student_id: s.ada.id,
              external_id: s.ada.externalId,
              fname: "Ada",
              lname: s.ada.lastName,
              grade: "4",
              company_id: s.school.id,
            },
          ],
        },
      });
      const all = await server.request(`/school/students/list?search=tester${s.s}`, { session: s.viewer });
      expect((all.body as { students: { student_id: number }[] }).students.map((r) => r.student_id).sort()).toEqual(
        [s.ada.id, s.bob.id].sort(),
      );
    });

    it("refuses the signed-out (401), staff without the permission and a module they may not act in (403)", async () => {
      const s = await site();
      expect(answer(await server.request("/school/students/list"))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await server.request("/school/students/list", { session: s.terminal }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect(answer(await server.request("/control/students/list", { session: s.viewer }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
    });
  });

  describe("POST /{module}/settings/students/removestudent", () => {
    it("deactivates the selected students, or deletes them with isPermanent=1", async () => {
      const s = await site();
      const soft = await server.request(`/school/settings/students/removestudent?selected=${s.ada.id}`, {
        session: s.manager,
        json: {},
      });
      expect(answer(soft)).toEqual({
        status: 200,
        body: { status: "success", deactivated: [s.ada.id], deleted: [], kept_with_orders: [] },
      });
      expect(await t.db.student.findUnique({ where: { id: s.ada.id }, select: { active: true } })).toEqual({ active: false });

      const hard = await server.request(
        `/school/settings/students/removestudent?selected=${s.ada.id},${s.bob.id}&isPermanent=1`,
        {
          session: s.manager,
          json: {},
        },
      );
      expect(answer(hard)).toEqual({
        status: 200,
        body: { status: "success", deactivated: [], deleted: [s.ada.id, s.bob.id], kept_with_orders: [] },
      });
      expect(await t.db.student.count({ where: { id: { in: [s.ada.id, s.bob.id] } } })).toBe(0);
    });

    it("answers 400 for a missing or malformed selection, 403 outside the subtree or without manage, 401 signed out", async () => {
      const s = await site();
      const remove = (query: string, session?: string) =>
        server.request(`/school/settings/students/removestudent${query}`, { session, json: {} });
      expect(answer(await remove("", s.manager))).toEqual(error(400, STUDENT_ADMIN_MESSAGES.chooseStudents));
      expect((await remove("?selected=abc", s.manager)).status).toBe(400);
      expect(answer(await remove(`?selected=${s.cy.id}`, s.manager))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await remove(`?selected=${s.ada.id}`, s.viewer))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await remove(`?selected=${s.ada.id}`))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await remove("?selected=2000000000", s.manager))).toEqual(error(404, STUDENT_ADMIN_MESSAGES.noSuchStudent));
      expect(await t.db.student.count({ where: { id: { in: [s.ada.id, s.cy.id] }, active: true } })).toBe(2);
    });
  });
});
