/**
 * HTTP contract of the terminal's student calls (docs/product/terminal.md, Finding students) with
 * the documented field names: studentsforcompany(2), /api/student/find, /api/student/findByIdForDistrict and
 * /parent/items/for/{studentId}?data_only=true&concrete_only=yes, for terminal staff and parents.
 */
import { describeDb, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, STUDENT_LOOKUP_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

describeDb("student lookup over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, session: string | undefined, json: unknown = {}) => server.request(path, { session, json });
  const get = (path: string, session: string | undefined) => server.request(path, { session });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });

  async function item(company: FixtureCompany, data: Record<string, unknown> = {}) {
    const s = uniqueSuffix().toUpperCase();
    return t.db.item.create({
      data: { companyId: company.id, code: `C${s}`, slug: "x", title: `Lunch ${s}`, amountCents: 2500, ...data },
    });
  }

  async function site() {
    const s = uniqueSuffix();
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const ada = await t.db.student.create({
      data: { companyId: school.id, externalId: `A-${s}`, firstName: "Ada", lastName: `Byron${s}`, grade: "7" },
    });
    const cy = await t.db.student.create({
      data: { companyId: sibling.id, externalId: `C-${s}`, firstName: "Cy", lastName: `Young${s}`, grade: "7" },
    });
    const staffUser = await t.fixtures.user({ company: school, permissions: ["terminal.manage"], label: "office" });
    const districtUser = await t.fixtures.user({ company: district, permissions: ["terminal.manage"], label: "district" });
    const reportsUser = await t.fixtures.user({ company: school, permissions: ["reports.view"], label: "reports" });
    const parentUser = await t.fixtures.user({ kind: "PARENT", company: school, label: "parent" });
    await t.db.parentStudent.create({ data: { parentId: parentUser.id, studentId: ada.id } });
    const signIn = async (u: typeof staffUser) => (await t.fixtures.signIn(u)).token;
    return {
      district,
      school,
      sibling,
      ada,
      cy,
      staff: await signIn(staffUser),
      staffUser,
      districtStaff: await signIn(districtUser),
      reports: await signIn(reportsUser),
      parent: await signIn(parentUser),
      parentUser,
    };
  }

  describe("studentsforcompany and studentsforcompany2", () => {
    it("map student id to [number, first name, last name], searching names and numbers", async () => {
      const s = await site();
      const expected = { status: "success", [s.ada.id]: [s.ada.externalId, "Ada", s.ada.lastName] };
      expect(answer(await post(`/school/students/studentsforcompany2/${s.school.id}?term=ada`, s.staff))).toEqual({
        status: 200,
        body: expected,
      });
      expect((await get(`/school/students/studentsforcompany2/${s.school.id}?term=${s.ada.externalId}`, s.staff)).body).toEqual(
        expected,
      );
      expect((await post(`/school/students/studentsforcompany/${s.school.id}`, s.staff, { term: "byron" })).body).toEqual(
        expected,
      );
      expect(
        (await post(`/school/students/studentsforcompany/${s.school.id}`, s.staff, { term: "nobody-called-this" })).body,
      ).toEqual({
        status: "success",
      });
      const district = await post(`/school/students/studentsforcompany2/${s.district.id}?term=`, s.districtStaff);
      expect(Object.keys(district.body!).sort()).toEqual([String(s.ada.id), String(s.cy.id), "status"].sort());
    });

    it("refuse signed-out callers, companies outside the subtree, staff without the permission and bad ids", async () => {
      const s = await site();
      expect(answer(await post(`/school/students/studentsforcompany2/${s.school.id}`, undefined))).toEqual(
        error(401, AUTH_MESSAGES.notSignedIn),
      );
      expect(answer(await post(`/school/students/studentsforcompany2/${s.sibling.id}`, s.staff))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect(answer(await post(`/school/students/studentsforcompany/${s.school.id}`, s.reports))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect((await post(`/school/students/studentsforcompany/abc`, s.staff)).status).toBe(400);
    });
  });

  describe("POST /api/student/find and /api/student/findByIdForDistrict", () => {
    it("answer status, message, school_id, student_id, student_lname", async () => {
      const s = await site();
      const found = {
        status: "success",
        message: STUDENT_LOOKUP_MESSAGES.found,
        school_id: s.school.id,
        student_id: s.ada.id,
        student_lname: s.ada.lastName,
        student_fname: "Ada",
        external_id: s.ada.externalId,
      };
      const byName = await post("/api/student/find", s.staff, {
        student_id: s.ada.externalId,
        school_id: String(s.school.id),
        student_lastname: s.ada.lastName.toLowerCase(),
      });
      expect(answer(byName)).toEqual({ status: 200, body: found });
      const inDistrict = await server.request("/api/student/findByIdForDistrict", {
        session: s.districtStaff,
        form: { student_id: s.ada.externalId, school_id: String(s.district.id) },
      });
      expect(answer(inDistrict)).toEqual({ status: 200, body: found });
    });

    it("answer the not-found message for the not-found area, and the product's refusals", async () => {
      const s = await site();
      const wrongName = await post("/api/student/find", s.staff, {
        student_id: s.ada.externalId,
        school_id: s.school.id,
        student_lastname: "Nope",
      });
      expect(answer(wrongName)).toEqual(error(404, STUDENT_LOOKUP_MESSAGES.notFound));
      const missing = await post("/api/student/findByIdForDistrict", s.districtStaff, {
        student_id: "NOPE",
        school_id: s.district.id,
      });
      expect(answer(missing)).toEqual(error(404, STUDENT_LOOKUP_MESSAGES.notFoundInDistrict));
      const noName = await post("/api/student/find", s.staff, { student_id: s.ada.externalId, school_id: s.school.id });
      expect(answer(noName)).toEqual(error(400, STUDENT_LOOKUP_MESSAGES.lastNameRequired));
      expect(noName.body!.errors).toEqual({ student_lastname: STUDENT_LOOKUP_MESSAGES.lastNameRequired });
      expect(
        answer(
          await post("/api/student/findByIdForDistrict", s.staff, { student_id: s.cy.externalId, school_id: s.district.id }),
        ),
      ).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(
        answer(await post("/api/student/find", undefined, { student_id: "x", school_id: 1, student_lastname: "y" })),
      ).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(
        (
          await post("/api/student/find", s.parent, {
            student_id: s.ada.externalId,
            school_id: s.school.id,
            student_lastname: s.ada.lastName,
          })
        ).status,
      ).toBe(403);
    });
  });

  describe("POST /parent/items/for/{studentId}?data_only=true&concrete_only=yes", () => {
    it("lists type, code, amount, title and in_cart for terminal staff and for the student's parent", async () => {
      const s = await site();
      const lunch = await item(s.school, { amountCents: 1234 });
      const hidden = await item(s.school, { visible: false });
      const bundle = await item(s.school, { type: "MULTI" });
      await item(s.sibling);
      const cart = await t.db.cart.create({ data: { purpose: "PARENT", userId: s.parentUser.id } });
      await t.db.cartLine.create({ data: { cartId: cart.id, itemId: lunch.id, studentId: s.ada.id, amountCents: 1234 } });
      const line = (i: { id: number; code: string; title: string }, amount: string, inCart: boolean, type = "basic") => ({
        item_id: i.id,
        type,
        code: i.code,
        amount,
        title: i.title,
        in_cart: inCart,
        amount_type: "Fixed",
        fee_type: "None",
        quantity_left: null,
        payee: null,
      });
      const byTitle = (body: Record<string, unknown> | undefined) =>
        [...(body!.items as { title: string }[])].sort((a, b) => a.title.localeCompare(b.title));
      const path = `/parent/items/for/${s.ada.id}?data_only=true&concrete_only=yes`;

      const staff = await post(path, s.staff);
      expect(staff.status).toBe(200);
      expect(byTitle(staff.body)).toEqual(
        [line(lunch, "12.34", false), line(hidden, "25.00", false)].sort((a, b) => a.title.localeCompare(b.title)),
      );
      const parent = await post(path, s.parent);
      expect(parent.body).toEqual({ status: "success", items: [line(lunch, "12.34", true)] });
      const withBundles = await post(`/parent/items/for/${s.ada.id}?data_only=true`, s.staff);
      expect((withBundles.body!.items as { code: string }[]).map((i) => i.code)).toContain(bundle.code);
    });

    it("refuses other parents' students, students outside the subtree, signed-out callers and bad ids", async () => {
      const s = await site();
      const path = (id: number | string) => `/parent/items/for/${id}?data_only=true&concrete_only=yes`;
      expect(answer(await post(path(s.cy.id), s.parent))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await post(path(s.cy.id), s.staff))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await post(path(s.ada.id), s.reports))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await post(path(s.ada.id), undefined))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await post(path(2_000_000_000), s.staff))).toEqual(error(404, STUDENT_LOOKUP_MESSAGES.noSuchStudent));
      expect((await post(path("x"), s.staff)).status).toBe(400);
    });
  });
});
