/** The student and staff screens' procedures through createCaller on a real database. */
import type { Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { STUDENT_ADMIN_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { describeError } from "../../errors.ts";
import { callerFor } from "@paydesk/tests/callers";

const school = "school" as const;

describeDb("studentsAdmin router", (t) => {
  async function staffAt(company: FixtureCompany, permissions: Permission[] = ["uploads.manage"]) {
    const user = await t.fixtures.user({ company, permissions, label: "staff" });
    return callerFor(t.db, await t.fixtures.actor(user));
  }

  async function record(company: FixtureCompany, data: Record<string, unknown> = {}) {
    const s = uniqueSuffix();
    return t.db.student.create({
      data: { companyId: company.id, externalId: `S-${s}`, firstName: "Pat", lastName: `Doe${s}`, grade: "5", ...data },
    });
  }

  async function site() {
    const district = await t.fixtures.company({ kind: "DISTRICT", name: `District ${uniqueSuffix()}` });
    const lincoln = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const elsewhere = await t.fixtures.company();
    const tag = uniqueSuffix();
    const ada = await record(lincoln, { firstName: "Ada", lastName: `Lovelace${tag}` });
    const bob = await record(lincoln, { firstName: "Bob", lastName: `Babbage${tag}` });
    const cy = await record(sibling, { firstName: "Cy", lastName: `Young${tag}` });
    const cook = await record(lincoln, { firstName: "Cook", lastName: `Kitchen${tag}`, isStaff: true, grade: null });
    return { district, lincoln, sibling, elsewhere, tag, ada, bob, cy, cook, staff: await staffAt(lincoln) };
  }

  const valid = (companyId: number, extra: Record<string, unknown> = {}) => ({
    companyId,
    externalId: `N-${uniqueSuffix()}`,
    firstName: "Grace",
    lastName: `Hopper${uniqueSuffix()}`,
    grade: "10",
    ...extra,
  });

  describe("list", () => {
    it("lists a school's students by last name, searches name and id, and leaves staff to the staff list", async () => {
      const s = await site();
      const students = await s.staff.studentsAdmin.list({ module: school, companyId: s.lincoln.id });
      expect(students.rows.map((r) => r.id)).toEqual([s.bob.id, s.ada.id]);
      expect(students.rows[0]).toMatchObject({
        externalId: s.bob.externalId,
        grade: "5",
        companyName: s.lincoln.name,
        active: true,
        isStaff: false,
      });
      const staff = await s.staff.studentsAdmin.list({ module: school, companyId: s.lincoln.id, staff: true });
      expect(staff.rows.map((r) => r.id)).toEqual([s.cook.id]);
      const byId = await s.staff.studentsAdmin.list({ module: school, search: s.ada.externalId.toLowerCase() });
      expect(byId.rows.map((r) => r.id)).toEqual([s.ada.id]);
      const byWords = await s.staff.studentsAdmin.list({ module: school, search: `ada lovelace${s.tag}` });
      expect(byWords.rows.map((r) => r.id)).toEqual([s.ada.id]);
    });

    it("pages by keyset: every record once, in order, and the district sees every school (or one)", async () => {
      const s = await site();
      const district = await staffAt(s.district, ["uploads.view"]);
      const seen: number[] = [];
      let after: string | undefined;
      for (let i = 0; i < 5; i++) {
        const page = await district.studentsAdmin.list({ module: school, search: s.tag, pageSize: 1, after });
        seen.push(...page.rows.map((r) => r.id));
        if (!page.nextCursor) break;
        after = page.nextCursor;
      }
      expect(seen).toEqual([s.bob.id, s.ada.id, s.cy.id]);
      // A cursor that does not parse starts from the top instead of failing.
      const garbage = await district.studentsAdmin.list({ module: school, search: s.tag, pageSize: 1, after: "not-a-cursor" });
      expect(garbage.rows.map((r) => r.id)).toEqual([s.bob.id]);
      const oneSchool = await district.studentsAdmin.list({ module: school, companyId: s.sibling.id });
      expect(oneSchool.rows.map((r) => r.id)).toEqual([s.cy.id]);
    });

    it("refuses a school outside the subtree and staff without the uploads permission", async () => {
      const s = await site();
      await expectTRPCError(s.staff.studentsAdmin.list({ module: school, companyId: s.sibling.id }), "FORBIDDEN");
      await expectTRPCError(s.staff.studentsAdmin.list({ module: school, companyId: s.district.id }), "FORBIDDEN");
      const terminal = await staffAt(s.lincoln, ["terminal.manage"]);
      await expectTRPCError(terminal.studentsAdmin.list({ module: school }), "FORBIDDEN");
      await expectTRPCError(s.staff.studentsAdmin.get({ module: school, studentId: s.cy.id }), "FORBIDDEN");
    });
  });

  describe("save", () => {
    it("answers the product's message with every bad field named, and writes nothing", async () => {
      const s = await site();
      const before = await t.db.student.count({ where: { companyId: s.lincoln.id } });
      const error = await expectTRPCError(
        s.staff.studentsAdmin.save({
          module: school,
          fields: { companyId: s.lincoln.id, externalId: " ", firstName: "", lastName: "Hopper", grade: "123456" },
        }),
        "BAD_REQUEST",
        STUDENT_ADMIN_MESSAGES.invalid,
      );
      expect(describeError(error).fieldErrors).toEqual({
        externalId: STUDENT_ADMIN_MESSAGES.idRequired,
        firstName: STUDENT_ADMIN_MESSAGES.firstNameRequired,
        grade: STUDENT_ADMIN_MESSAGES.gradeTooLong,
      });
      // A student needs a grade and a school; a staff member needs no grade.
      await expectTRPCError(
        s.staff.studentsAdmin.save({ module: school, fields: { ...valid(s.lincoln.id), grade: "", companyId: "" } }),
        "BAD_REQUEST",
        STUDENT_ADMIN_MESSAGES.invalid,
      );
      expect(await t.db.student.count({ where: { companyId: s.lincoln.id } })).toBe(before);
      const staff = await s.staff.studentsAdmin.save({
        module: school,
        fields: { ...valid(s.lincoln.id), grade: "", isStaff: true },
      });
      expect(staff).toMatchObject({ isStaff: true, grade: null, active: true });
    });

    it("adds a valid student, edits it, and refuses an id another record of the school has", async () => {
      const s = await site();
      const fields = valid(s.lincoln.id, { sisId: "SIS-1", teacher: "Ms Frizzle" });
      const added = await s.staff.studentsAdmin.save({ module: school, fields });
      expect(added).toMatchObject({
        companyId: s.lincoln.id,
        externalId: fields.externalId,
        sisId: "SIS-1",
        firstName: "Grace",
        grade: "10",
        teacher: "Ms Frizzle",
        isStaff: false,
      });
      const edited = await s.staff.studentsAdmin.save({
        module: school,
        studentId: added.id,
        fields: { ...fields, firstName: "Amazing Grace", grade: "11" },
      });
      expect(edited).toMatchObject({ id: added.id, firstName: "Amazing Grace", grade: "11" });
      expect(await s.staff.studentsAdmin.get({ module: school, studentId: added.id })).toEqual(edited);
      await expectTRPCError(
        s.staff.studentsAdmin.save({ module: school, fields: { ...fields, externalId: s.ada.externalId } }),
        "CONFLICT",
        STUDENT_ADMIN_MESSAGES.idTaken,
      );
      // The same id at another school is another student.
      const district = await staffAt(s.district);
      expect(await district.studentsAdmin.save({ module: school, fields: { ...fields, companyId: s.sibling.id } })).toMatchObject(
        { companyId: s.sibling.id },
      );
      const audit = await t.db.auditEvent.findMany({
        where: { entity: "student", entityId: String(added.id) },
        select: { action: true },
      });
      expect(audit.map((a) => a.action).sort()).toEqual(["students.created", "students.updated"]);
    });

    it("refuses a school or a record outside the subtree, and staff who may only look", async () => {
      const s = await site();
      await expectTRPCError(s.staff.studentsAdmin.save({ module: school, fields: valid(s.sibling.id) }), "FORBIDDEN");
      await expectTRPCError(
        s.staff.studentsAdmin.save({ module: school, studentId: s.cy.id, fields: valid(s.lincoln.id) }),
        "FORBIDDEN",
      );
      const viewer = await staffAt(s.lincoln, ["uploads.view"]);
      await expectTRPCError(viewer.studentsAdmin.save({ module: school, fields: valid(s.lincoln.id) }), "FORBIDDEN");
      await expectTRPCError(
        s.staff.studentsAdmin.get({ module: school, studentId: 2_000_000_000 }),
        "NOT_FOUND",
        STUDENT_ADMIN_MESSAGES.noSuchStudent,
      );
    });
  });

  describe("remove", () => {
    it("deactivates without isPermanent: kept, out of the list unless asked for", async () => {
      const s = await site();
      const result = await s.staff.studentsAdmin.remove({ module: school, studentIds: [s.ada.id] });
      expect(result).toEqual({ deactivated: [s.ada.id], deleted: [], keptWithOrders: [] });
      expect(await t.db.student.findUnique({ where: { id: s.ada.id }, select: { active: true } })).toEqual({ active: false });
      const list = await s.staff.studentsAdmin.list({ module: school, companyId: s.lincoln.id });
      expect(list.rows.map((r) => r.id)).toEqual([s.bob.id]);
      const all = await s.staff.studentsAdmin.list({ module: school, companyId: s.lincoln.id, includeInactive: true });
      expect(all.rows.map((r) => r.id)).toEqual([s.bob.id, s.ada.id]);
    });

    it("deletes for good with isPermanent, but only deactivates a student with orders", async () => {
      const s = await site();
      const item = await t.db.item.create({
        data: {
          companyId: s.lincoln.id,
          code: `R${uniqueSuffix()}`.toUpperCase().slice(0, 10),
          slug: "x",
          title: "Lunch",
          amountCents: 500,
        },
      });
      await t.db.order.create({
        data: {
          companyId: s.lincoln.id,
          source: "TERMINAL",
          status: "PAID",
          payerName: "Pat",
          totalCents: 500,
          paidCents: 500,
          lines: { create: [{ itemId: item.id, studentId: s.bob.id, quantity: 1, amountCents: 500, totalCents: 500 }] },
        },
      });
      const result = await s.staff.studentsAdmin.remove({ module: school, studentIds: [s.ada.id, s.bob.id], permanent: true });
      expect(result).toEqual({ deactivated: [], deleted: [s.ada.id], keptWithOrders: [s.bob.id] });
      expect(await t.db.student.findUnique({ where: { id: s.ada.id } })).toBeNull();
      expect(await t.db.student.findUnique({ where: { id: s.bob.id }, select: { active: true } })).toEqual({ active: false });
      expect(await t.db.orderLine.count({ where: { studentId: s.bob.id } })).toBe(1);
    });

    it("changes nothing when one id is unknown or outside the subtree", async () => {
      const s = await site();
      await expectTRPCError(
        s.staff.studentsAdmin.remove({ module: school, studentIds: [s.ada.id, s.cy.id], permanent: true }),
        "FORBIDDEN",
      );
      await expectTRPCError(
        s.staff.studentsAdmin.remove({ module: school, studentIds: [s.ada.id, 2_000_000_000] }),
        "NOT_FOUND",
        STUDENT_ADMIN_MESSAGES.noSuchStudent,
      );
      expect(await t.db.student.count({ where: { id: { in: [s.ada.id, s.cy.id] }, active: true } })).toBe(2);
      const viewer = await staffAt(s.lincoln, ["uploads.view"]);
      await expectTRPCError(viewer.studentsAdmin.remove({ module: school, studentIds: [s.ada.id] }), "FORBIDDEN");
      await expectTRPCError(
        s.staff.studentsAdmin.remove({ module: school, studentIds: [] }),
        "BAD_REQUEST",
        STUDENT_ADMIN_MESSAGES.chooseStudents,
      );
    });
  });
});
