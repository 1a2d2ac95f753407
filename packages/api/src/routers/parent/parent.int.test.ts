/** The parent area's data through createCaller: own students only, items, history. */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { lookupSetup } from "@paydesk/tests/lookup-site";

describeDb("parent router", (t) => {
  const { site, parentOf, item } = lookupSetup(t);
  const codes = (items: { code: string }[]) => items.map((i) => i.code).sort();

  it("lists only the parent's own students, with their school", async () => {
    const s = await site();
    expect(await s.parent.caller.parent.students()).toEqual([
      {
        studentId: s.ada.id,
        externalId: s.ada.externalId,
        firstName: "Ada",
        lastName: s.ada.lastName,
        grade: "7",
        schoolId: s.school.id,
        schoolName: s.school.name,
      },
      {
        studentId: s.bob.id,
        externalId: s.bob.externalId,
        firstName: "Bob",
        lastName: s.bob.lastName,
        grade: "9",
        schoolId: s.school.id,
        schoolName: s.school.name,
      },
    ]);
    const cyParent = await parentOf(s.sibling, [s.cy.id]);
    expect((await cyParent.caller.parent.students()).map((x) => x.studentId)).toEqual([s.cy.id]);
    await expectTRPCError(s.staff.caller.parent.students(), "FORBIDDEN");
  });

  it("lists each student's targeted items and, once, the untargeted items open to the parent", async () => {
    const s = await site();
    const general = await item(s.school);
    const districtGeneral = await item(s.district);
    await item(s.sibling);
    await item(s.school, { visible: false });
    await item(s.school, { availableToUsers: false });
    const forAda = await item(s.school, {}, [{ kind: "STUDENT", studentId: s.ada.id }]);
    const nines = await item(s.district, {}, [{ kind: "GRADE", value: "9" }]);
    await item(s.school, { visible: false }, [{ kind: "GRADE", value: "9" }]);
    const cart = await t.db.cart.create({ data: { purpose: "PARENT", userId: s.parent.user.id } });
    await t.db.cartLine.createMany({
      data: [
        { cartId: cart.id, itemId: general.id, studentId: null, amountCents: 2500 },
        { cartId: cart.id, itemId: nines.id, studentId: s.bob.id, amountCents: 2500 },
      ],
    });

    const all = await s.parent.caller.parent.items();
    expect(all.students.map((x) => [x.student.studentId, codes(x.items)])).toEqual([
      [s.ada.id, [forAda.code]],
      [s.bob.id, [nines.code]],
    ]);
    expect(codes(all.general)).toEqual(codes([general, districtGeneral]));
    expect(all.general.find((i) => i.code === general.code)?.inCart).toBe(true);
    expect(all.general.find((i) => i.code === districtGeneral.code)?.inCart).toBe(false);
    // An untargeted item reaches every student at or below its company: the parent names one of them.
    expect(all.general.find((i) => i.code === general.code)?.studentIds).toEqual([s.ada.id, s.bob.id]);
    expect(all.general.find((i) => i.code === districtGeneral.code)?.studentIds).toEqual([s.ada.id, s.bob.id]);
    // With children at two schools, a school's item reaches only the child there; the district's both.
    const twoSchools = await parentOf(s.school, [s.ada.id, s.cy.id]);
    const mixed = (await twoSchools.caller.parent.items()).general;
    expect(mixed.find((i) => i.code === general.code)?.studentIds).toEqual([s.ada.id]);
    expect(mixed.find((i) => i.code === districtGeneral.code)?.studentIds.sort()).toEqual([s.ada.id, s.cy.id].sort());
    expect(all.students[1]!.items[0]).toMatchObject({ code: nines.code, inCart: true });

    const justBob = await s.parent.caller.parent.items({ studentId: s.bob.id });
    expect(justBob).toEqual({ students: [all.students[1]], general: [] });
    await expectTRPCError(s.parent.caller.parent.items({ studentId: s.cy.id }), "FORBIDDEN");
  });

  it("pages the parent's own orders, newest first, with what is due and the receipt link", async () => {
    const s = await site();
    const paid = await item(s.school, { title: "Field trip" });
    const order = (userId: number, createdAt: Date, totalCents: number, paidCents: number) =>
      t.db.order.create({
        data: {
          companyId: s.school.id,
          source: "ONLINE",
          status: paidCents < totalCents ? "PARTIAL" : "PAID",
          payerName: "Pat Parent",
          payerUserId: userId,
          totalCents,
          paidCents,
          createdAt,
          lines: {
            create: [
              { itemId: paid.id, itemCode: paid.code, title: "Field trip", quantity: 1, amountCents: totalCents, totalCents },
            ],
          },
        },
      });
    const first = await order(s.parent.user.id, new Date("2026-10-01T12:00:00Z"), 2500, 2500);
    const second = await order(s.parent.user.id, new Date("2026-10-02T12:00:00Z"), 5000, 2500);
    const third = await order(s.parent.user.id, new Date("2026-10-03T12:00:00Z"), 1000, 1000);
    const someoneElse = await parentOf(s.school, []);
    await order(someoneElse.user.id, new Date("2026-10-04T12:00:00Z"), 700, 700);

    const page1 = await s.parent.caller.parent.history({ page: 1, pageSize: 2 });
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.orders.map((o) => o.orderId)).toEqual([third.id, second.id]);
    expect(page1.orders[1]).toEqual({
      orderId: second.id,
      createdAt: new Date("2026-10-02T12:00:00Z"),
      status: "PARTIAL",
      companyName: s.school.name,
      totalCents: 5000,
      paidCents: 2500,
      dueCents: 2500,
      titles: ["Field trip"],
      receiptPath: `/pay/receipt/${second.id}/view`,
    });
    const page2 = await s.parent.caller.parent.history({ page: 2, pageSize: 2 });
    expect(page2.orders.map((o) => o.orderId)).toEqual([first.id]);
    expect((await someoneElse.caller.parent.history()).total).toBe(1);
    await expectTRPCError(s.staff.caller.parent.history(), "FORBIDDEN");
  });
});
