/** The terminal's student calls (docs/product/terminal.md) through createCaller on a real database. */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { STUDENT_SEARCH_EXPRESSION, studentSearchStatement } from "@paydesk/services";
import { STUDENT_LOOKUP_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { lookupSetup } from "@paydesk/tests/lookup-site";

const school = "school" as const;

describeDb("students router", (t) => {
  const { site, staffAt, parentOf, student, item } = lookupSetup(t);

  describe("forCompany", () => {
    it("searches first name, last name and student number in the company's subtree, for terminal staff", async () => {
      const s = await site();
      const byName = await s.staff.caller.students.forCompany({ module: school, companyId: s.school.id, term: "ada" });
      expect(byName.map((r) => r.id)).toEqual([s.ada.id]);
      const byNumber = await s.staff.caller.students.forCompany({
        module: school,
        companyId: s.school.id,
        term: s.bob.externalId.toLowerCase(),
      });
      expect(byNumber.map((r) => r.id)).toEqual([s.bob.id]);
      const byLastName = await s.staff.caller.students.forCompany({
        module: school,
        companyId: s.school.id,
        term: s.ada.lastName,
      });
      expect(byLastName).toEqual([
        { id: s.ada.id, externalId: s.ada.externalId, firstName: "Ada", lastName: s.ada.lastName, grade: "7" },
      ]);
      // The district's staff find the students of every school below it.
      const districtStaff = await staffAt(s.district);
      const all = await districtStaff.caller.students.forCompany({ module: school, companyId: s.district.id, term: "" });
      expect(all.map((r) => r.id).sort()).toEqual([s.ada.id, s.bob.id, s.cy.id].sort());
    });

    it("refuses a company outside the subtree, and staff with neither the terminal nor the items permission", async () => {
      const s = await site();
      await expectTRPCError(
        s.staff.caller.students.forCompany({ module: school, companyId: s.sibling.id, term: "" }),
        "FORBIDDEN",
      );
      await expectTRPCError(
        s.staff.caller.students.forCompany({ module: school, companyId: s.district.id, term: "" }),
        "FORBIDDEN",
      );
      const reports = await staffAt(s.school, ["reports.view"]);
      await expectTRPCError(
        reports.caller.students.forCompany({ module: school, companyId: s.school.id, term: "" }),
        "FORBIDDEN",
      );
      const builder = await staffAt(s.school, ["items.view"]);
      expect(await builder.caller.students.forCompany({ module: school, companyId: s.school.id, term: "bob" })).toHaveLength(1);
      await expectTRPCError(
        s.parent.caller.students.forCompany({ module: "parent", companyId: s.school.id, term: "" }),
        "FORBIDDEN",
      );
    });
  });

  it("offers no deactivated student: not searched, not looked up, not in the parent's list, no items for them; active ones unchanged", async () => {
    const s = await site();
    const gone = await student(s.school, { firstName: "Ada", active: false });
    await t.db.parentStudent.create({ data: { parentId: s.parent.user.id, studentId: gone.id } });
    const found = await s.staff.caller.students.forCompany({ module: school, companyId: s.school.id, term: "ada" });
    expect(found.map((r) => r.id)).toEqual([s.ada.id]);
    expect((await s.staff.caller.students.forCompany({ module: school, companyId: s.school.id, term: gone.externalId })).map((r) => r.id)).toEqual([]);
    await expectTRPCError(
      s.staff.caller.students.find({ module: school, schoolId: s.school.id, studentId: gone.externalId, lastName: gone.lastName }),
      "NOT_FOUND",
      STUDENT_LOOKUP_MESSAGES.notFound,
    );
    const districtStaff = await staffAt(s.district);
    await expectTRPCError(
      districtStaff.caller.students.findByIdForDistrict({ module: school, schoolId: s.district.id, studentId: gone.externalId }),
      "NOT_FOUND",
      STUDENT_LOOKUP_MESSAGES.notFoundInDistrict,
    );
    await expectTRPCError(s.staff.caller.students.itemsFor({ module: school, studentId: gone.id }), "NOT_FOUND", STUDENT_LOOKUP_MESSAGES.noSuchStudent);
    await expectTRPCError(s.parent.caller.students.itemsFor({ module: "parent", studentId: gone.id }), "NOT_FOUND", STUDENT_LOOKUP_MESSAGES.noSuchStudent);
    expect((await s.parent.caller.parent.students()).map((r) => r.studentId).sort()).toEqual([s.ada.id, s.bob.id].sort());
    // The active ones still answer as before.
    expect((await s.staff.caller.students.find({ module: school, schoolId: s.school.id, studentId: s.ada.externalId, lastName: s.ada.lastName })).studentId).toBe(s.ada.id);
    await expect(s.parent.caller.students.itemsFor({ module: "parent", studentId: s.ada.id })).resolves.toBeDefined();
    // Deactivated after the fact (a purge, a removal): gone from the same places.
    await t.db.student.update({ where: { id: s.bob.id }, data: { active: false } });
    expect((await s.parent.caller.parent.students()).map((r) => r.studentId)).toEqual([s.ada.id]);
  });

  it("forCompany's search matches words on the expression the trigram index covers", async () => {
    const { text } = studentSearchStatement("/1/", "ada lov", 50);
    expect(text).toContain(`${STUDENT_SEARCH_EXPRESSION} ILIKE $3`);
    expect(text).toContain(`${STUDENT_SEARCH_EXPRESSION} ILIKE $4`);
    // With scans of the whole table ruled out, only an index on that very expression can serve
    // it: the plan names students_search_trgm_idx, or the expression and index drifted apart.
    const plan = await t.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT s.id FROM students s WHERE ${STUDENT_SEARCH_EXPRESSION} ILIKE $1`,
        "%3f2a%",
      );
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("students_search_trgm_idx");
  });

  describe("find and findByIdForDistrict", () => {
    it("finds a school's student by number and last name in any case", async () => {
      const s = await site();
      const found = await s.staff.caller.students.find({
        module: school,
        studentId: s.ada.externalId,
        schoolId: s.school.id,
        lastName: s.ada.lastName.toUpperCase(),
      });
      expect(found).toEqual({
        studentId: s.ada.id,
        externalId: s.ada.externalId,
        firstName: "Ada",
        lastName: s.ada.lastName,
        schoolId: s.school.id,
      });
    });

    it("answers the not-found message for a wrong last name or another school's student", async () => {
      const s = await site();
      const ask = (lastName: string, schoolId = s.school.id, studentId = s.ada.externalId) =>
        s.staff.caller.students.find({ module: school, studentId, schoolId, lastName });
      await expectTRPCError(ask("Nobody"), "NOT_FOUND", STUDENT_LOOKUP_MESSAGES.notFound);
      await expectTRPCError(ask(s.cy.lastName, s.school.id, s.cy.externalId), "NOT_FOUND", STUDENT_LOOKUP_MESSAGES.notFound);
      await expectTRPCError(ask(s.cy.lastName, s.sibling.id, s.cy.externalId), "FORBIDDEN");
      await expectTRPCError(ask(""), "BAD_REQUEST", STUDENT_LOOKUP_MESSAGES.lastNameRequired);
    });

    it("finds by number anywhere below a district, refusing two matches rather than guessing", async () => {
      const s = await site();
      const districtStaff = await staffAt(s.district);
      const find = (studentId: string) =>
        districtStaff.caller.students.findByIdForDistrict({ module: school, studentId, schoolId: s.district.id });
      expect(await find(s.cy.externalId)).toMatchObject({ studentId: s.cy.id, schoolId: s.sibling.id, lastName: s.cy.lastName });
      await expectTRPCError(find("NO-SUCH"), "NOT_FOUND", STUDENT_LOOKUP_MESSAGES.notFoundInDistrict);
      await student(s.sibling, { externalId: s.ada.externalId });
      await expectTRPCError(find(s.ada.externalId), "CONFLICT", STUDENT_LOOKUP_MESSAGES.ambiguousInDistrict);
      // School staff search only their own subtree.
      await expectTRPCError(
        s.staff.caller.students.findByIdForDistrict({ module: school, studentId: s.ada.externalId, schoolId: s.district.id }),
        "FORBIDDEN",
      );
      expect(
        await s.staff.caller.students.findByIdForDistrict({ module: school, studentId: s.ada.externalId, schoolId: s.school.id }),
      ).toMatchObject({ studentId: s.ada.id });
      await expectTRPCError(
        (await staffAt(s.district, ["items.manage"])).caller.students.findByIdForDistrict({
          module: school,
          studentId: s.ada.externalId,
          schoolId: s.district.id,
        }),
        "FORBIDDEN",
      );
    });
  });

  describe("itemsFor", () => {
    const codes = (items: { code: string }[]) => items.map((i) => i.code).sort();

    it("lists untargeted items of the student's company and above, and targeted items that pick the student", async () => {
      const s = await site();
      const everyone = await item(s.school);
      const fromDistrict = await item(s.district);
      await item(s.sibling);
      await item(s.elsewhere);
      const forAda = await item(s.school, {}, [{ kind: "STUDENT", studentId: s.ada.id }]);
      const grade7 = await item(s.district, {}, [{ kind: "GRADE", value: " 7 " }]);
      const teacher = await item(s.school, {}, [{ kind: "TEACHER", value: "mr babbage" }]);
      const atSchool = await item(s.district, {}, [{ kind: "SCHOOL", targetCompanyId: s.school.id }]);
      const atSibling = await item(s.district, {}, [{ kind: "SCHOOL", targetCompanyId: s.sibling.id }]);
      const inDistrict = await item(s.district, {}, [{ kind: "DISTRICT", targetCompanyId: s.district.id }]);
      const listed = await t.db.studentGroup.create({
        data: { companyId: s.school.id, name: `Band ${s.ada.id}`, members: { create: [{ studentId: s.bob.id }] } },
      });
      const band = await item(s.school, {}, [{ kind: "GROUP", groupId: listed.id }]);
      const seniors = await t.db.studentGroup.create({
        data: {
          companyId: s.district.id,
          name: `Nines ${s.ada.id}`,
          isSmart: true,
          rules: { grades: ["9"], schoolIds: [s.school.id], studentIds: [] },
        },
      });
      const nines = await item(s.district, {}, [{ kind: "GROUP", groupId: seniors.id }]);
      const named = await t.db.studentGroup.create({
        data: {
          companyId: s.school.id,
          name: `Named ${s.ada.id}`,
          isSmart: true,
          rules: { grades: [], schoolIds: [], studentIds: [s.ada.id] },
        },
      });
      const namedItem = await item(s.school, {}, [{ kind: "GROUP", groupId: named.id }]);
      const empty = await t.db.studentGroup.create({
        data: { companyId: s.school.id, name: `Empty ${s.ada.id}`, isSmart: true, rules: {} },
      });
      await item(s.school, {}, [{ kind: "GROUP", groupId: empty.id }]);

      // The district's staff sell every one of them; so may the parent buy them.
      const districtStaff = await staffAt(s.district);
      const ada = await districtStaff.caller.students.itemsFor({ module: school, studentId: s.ada.id });
      expect(codes(ada)).toEqual(codes([everyone, fromDistrict, forAda, grade7, teacher, atSchool, inDistrict, namedItem]));
      const bob = await districtStaff.caller.students.itemsFor({ module: school, studentId: s.bob.id });
      expect(codes(bob)).toEqual(codes([everyone, fromDistrict, atSchool, inDistrict, band, nines]));
      expect(codes(await s.parent.caller.students.itemsFor({ module: "parent", studentId: s.ada.id }))).toEqual(codes(ada));
      // The school's staff sell only their own subtree's items (the cart's rule).
      const atTheSchool = await s.staff.caller.students.itemsFor({ module: school, studentId: s.ada.id });
      expect(codes(atTheSchool)).toEqual(codes([everyone, forAda, teacher, namedItem]));
      expect(codes(ada)).not.toContain(atSibling.code);
      expect(ada.find((i) => i.code === everyone.code)).toMatchObject({
        itemId: everyone.id,
        title: everyone.title,
        type: "basic",
        amountType: "Fixed",
        amountCents: 2500,
        feeType: "None",
        quantityLeft: null,
        inCart: false,
      });
    });

    it("leaves out what cannot be paid, and for a parent what is hidden, guest-only or not open to users", async () => {
      const s = await site();
      const payable = await item(s.school);
      const hidden = await item(s.school, { visible: false });
      const guestOnly = await item(s.school, { visible: false, disableGuest: 2 });
      const notForUsers = await item(s.school, { availableToUsers: false });
      const limited = await item(s.school, { quantityAvailable: 3, quantitySold: 1 });
      await item(s.school, { isDraft: true, active: false });
      await item(s.school, { active: false });
      await item(s.school, { status: "TRASH" });
      await item(s.school, { quantityAvailable: 2, quantitySold: 2 });
      const bundle = await item(s.school, { type: "MULTI" });

      const staff = await s.staff.caller.students.itemsFor({ module: school, studentId: s.ada.id });
      expect(codes(staff)).toEqual(codes([payable, hidden, guestOnly, notForUsers, limited]));
      expect(staff.find((i) => i.code === limited.code)?.quantityLeft).toBe(2);
      const withBundles = await s.staff.caller.students.itemsFor({ module: school, studentId: s.ada.id, concreteOnly: false });
      expect(codes(withBundles)).toEqual(codes([payable, hidden, guestOnly, notForUsers, limited, bundle]));
      const parent = await s.parent.caller.students.itemsFor({ module: "parent", studentId: s.ada.id });
      expect(codes(parent)).toEqual(codes([payable, limited]));
    });

    it("marks what is already in the caller's cart for that student", async () => {
      const s = await site();
      const shirt = await item(s.school);
      const cart = await t.db.cart.create({ data: { purpose: "TERMINAL", userId: s.staff.user.id } });
      await t.db.cartLine.create({ data: { cartId: cart.id, itemId: shirt.id, studentId: s.ada.id, amountCents: 2500 } });
      const inCart = async (studentId: number) =>
        (await s.staff.caller.students.itemsFor({ module: school, studentId })).find((i) => i.code === shirt.code)?.inCart;
      expect(await inCart(s.ada.id)).toBe(true);
      expect(await inCart(s.bob.id)).toBe(false);
      // The parent's cart is another cart.
      expect(
        (await s.parent.caller.students.itemsFor({ module: "parent", studentId: s.ada.id })).find((i) => i.code === shirt.code)
          ?.inCart,
      ).toBe(false);
    });

    it("answers while another company is mid-creation (its path not yet a list of ids)", async () => {
      const s = await site();
      const everyone = await item(s.school);
      // Committed, as a concurrent test's fixture leaves it between its insert and its update.
      const pending = await t.db.company.create({ data: { kind: "SCHOOL", name: `Pending ${s.ada.id}`, path: `pending:${s.ada.id}` } });
      try {
        expect(codes(await s.staff.caller.students.itemsFor({ module: school, studentId: s.ada.id }))).toEqual([everyone.code]);
      } finally {
        await t.db.company.delete({ where: { id: pending.id } });
      }
    });

    it("refuses students outside the staff's subtree, other parents' students, and staff without the terminal", async () => {
      const s = await site();
      await expectTRPCError(s.staff.caller.students.itemsFor({ module: school, studentId: s.cy.id }), "FORBIDDEN");
      await expectTRPCError(s.parent.caller.students.itemsFor({ module: "parent", studentId: s.cy.id }), "FORBIDDEN");
      await expectTRPCError(s.parent.caller.students.itemsFor({ module: school, studentId: s.ada.id }), "FORBIDDEN");
      const other = await parentOf(s.school, [s.bob.id]);
      await expectTRPCError(other.caller.students.itemsFor({ module: "parent", studentId: s.ada.id }), "FORBIDDEN");
      const itemsOnly = await staffAt(s.school, ["items.manage"]);
      await expectTRPCError(itemsOnly.caller.students.itemsFor({ module: school, studentId: s.ada.id }), "FORBIDDEN");
      // A role limited to categories sells only those categories' items.
      const books = await t.fixtures.category(s.school);
      const book = await item(s.school, { categoryId: books.id });
      await item(s.school, { categoryId: (await t.fixtures.category(s.school)).id });
      const limited = await staffAt(s.school, ["terminal.manage"], [books.id]);
      expect(codes(await limited.caller.students.itemsFor({ module: school, studentId: s.ada.id }))).toEqual([book.code]);
      await expectTRPCError(
        s.staff.caller.students.itemsFor({ module: school, studentId: 2_000_000_000 }),
        "NOT_FOUND",
        STUDENT_LOOKUP_MESSAGES.noSuchStudent,
      );
    });
  });
});
