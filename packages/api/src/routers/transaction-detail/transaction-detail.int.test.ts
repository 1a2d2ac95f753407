/**
 * Transaction detail, edit and undo through the real router on a real database: who may
 * read and who may change an order (the order rung), edit chains with one change per field, undo
 * (restore, twice, after a later change, an undo undone), and concurrent undo and edit of one order.
 */
import type { Actor, Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, openTestDb, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, PAYMENT_MESSAGES, TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestOrder } from "@paydesk/tests/orders";
import { callerFor } from "@paydesk/tests/callers";
import { backendPid, waitUntilBlockedBy } from "@paydesk/tests/wait";

describeDb("transactionDetail router", (t) => {
  let district: FixtureCompany;
  let school: FixtureCompany;
  let sister: FixtureCompany;
  const actors: Record<string, Actor> = {};
  let orderId: number;

  const as = (who: string) => callerFor(t.db, actors[who]!);
  const manager = () => as("manager").transactionDetail;

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT" });
    school = await f.company({ parent: district });
    sister = await f.company({ parent: district });
    const staff = async (company: FixtureCompany, permissions: Permission[]) => f.actor(await f.user({ company, permissions, label: "td-staff" }));
    actors.reader = await staff(school, ["reports.view"]);
    actors.manager = await staff(school, ["reports.view", "reports.manage"]);
    actors.districtManager = await staff(district, ["reports.view", "reports.manage"]);
    actors.terminal = await staff(school, ["terminal.manage"]);
    actors.sister = await staff(sister, ["reports.view", "reports.manage"]);
    actors.control = await f.actor(await f.user({ kind: "CONTROL", label: "td-control" }));
    const payer = await f.user({ kind: "PARENT", company: school, label: "td-parent" });
    actors.parent = await f.actor(payer);
  });

  beforeEach(async () => {
    orderId = (await createTestOrder(t.db, school)).id;
  });

  describe("the order rung", () => {
    it.each(["reader", "manager", "districtManager", "control"])("lets %s read the order", async (who) => {
      const module = who === "control" ? "control" : "school";
      const detail = await as(who).transactionDetail.get({ module, orderId });
      expect(detail.orderId).toBe(orderId);
      expect(detail.lines).toHaveLength(2);
      expect(detail.payments.map((p) => p.method)).toEqual(["CARD", "CHECK"]);
    });

    it.each(["terminal", "sister"])("refuses %s the detail (403)", async (who) => {
      await expectTRPCError(as(who).transactionDetail.get({ module: "school", orderId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("refuses a parent, even the one who paid (403)", async () => {
      await expectTRPCError(as("parent").transactionDetail.get({ module: "parent", orderId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("answers an unknown order 404 with the product's message, and id 0 (no number) the same", async () => {
      await expectTRPCError(manager().get({ module: "school", orderId: 2_000_000_000 }), "NOT_FOUND", PAYMENT_MESSAGES.orderIdUnknown);
      await expectTRPCError(manager().get({ module: "school", orderId: 0 }), "NOT_FOUND", PAYMENT_MESSAGES.orderIdUnknown);
    });

    it("lets a reader see but not edit or undo (403)", async () => {
      const { changeIds } = await manager().update({ module: "school", orderId, payor: { city: "Shelbyville" }, memo: "moved" });
      await expectTRPCError(as("reader").transactionDetail.update({ module: "school", orderId, payor: { city: "X" }, memo: "m" }), "FORBIDDEN");
      await expectTRPCError(as("reader").transactionDetail.undo({ module: "school", changeId: changeIds[0]! }), "FORBIDDEN");
      await expectTRPCError(as("sister").transactionDetail.undo({ module: "school", changeId: changeIds[0]! }), "FORBIDDEN");
    });

    it("answers an unknown change 404", async () => {
      await expectTRPCError(manager().undo({ module: "school", changeId: 2_000_000_000 }), "NOT_FOUND", TXN_DETAIL_MESSAGES.unknownChange);
    });
  });

  describe("edits", () => {
    it("writes one change per field that really changed, with who, before, after and the memo", async () => {
      const before = await manager().get({ module: "school", orderId });
      const line = before.lines[0]!;
      const result = await manager().update({
        module: "school",
        orderId,
        payor: { name: "Pat Q. Payer", city: "Springfield", email: "pq@example.test" },
        lines: [{ lineId: line.lineId, memo: "size swapped", cfs: { "T-shirt size": "L", Clubs: ["Chess", "Band"] } }],
        memo: "Payer called",
      });
      expect(result.message).toBe(TXN_DETAIL_MESSAGES.saved);
      expect(result.changeIds).toHaveLength(4);
      const after = await manager().get({ module: "school", orderId });
      expect(after.payer).toMatchObject({ name: "Pat Q. Payer", email: "pq@example.test", city: "Springfield" });
      expect(after.lines[0]).toMatchObject({ memo: "size swapped", cfs: { "T-shirt size": "L", Clubs: ["Chess", "Band"] } });
      expect(after.changes.map((c) => [c.field, c.before, c.after, c.memo])).toEqual([
        ["line.memo", null, "size swapped", "Payer called"],
        ["line.cfs", { "T-shirt size": "M", Clubs: ["Chess", "Band"] }, { "T-shirt size": "L", Clubs: ["Chess", "Band"] }, "Payer called"],
        ["payor.email", before.payer.email, "pq@example.test", "Payer called"],
        ["payor.name", "Pat Payer", "Pat Q. Payer", "Payer called"],
      ]);
      expect(after.changes[0]!.by?.userId).toBe(actors.manager!.userId);
      // Money is not an edit: the amounts are as they were.
      expect(after.lines.map((l) => l.totalCents)).toEqual(before.lines.map((l) => l.totalCents));
      expect(after.totalCents).toBe(before.totalCents);
      const audits = await t.db.auditEvent.count({ where: { action: "transaction.update", entityId: String(orderId) } });
      expect(audits).toBe(4);
    });

    it("changes a line's student to one of the school's, and refuses another school's student", async () => {
      const detail = await manager().get({ module: "school", orderId });
      const lineId = detail.lines[1]!.lineId;
      const ours = await t.db.student.create({ data: { companyId: school.id, externalId: `td-${orderId}`, firstName: "Ann", lastName: "Lee" } });
      const theirs = await t.db.student.create({ data: { companyId: sister.id, externalId: `td-s-${orderId}`, firstName: "Bo", lastName: "Kim" } });
      await manager().update({ module: "school", orderId, lines: [{ lineId, studentId: ours.id }], memo: "student" });
      const changed = await manager().get({ module: "school", orderId });
      expect(changed.lines[1]).toMatchObject({ studentId: ours.id, studentName: "Ann Lee" });
      // The change stores the student's id; the page reads who it was by name, never by number.
      const change = changed.changes.find((c) => c.field === "line.student")!;
      expect(change.after).toBe(ours.id);
      expect(changed.studentNames[ours.id]).toBe("Ann Lee");
      await expectTRPCError(manager().update({ module: "school", orderId, lines: [{ lineId, studentId: theirs.id }], memo: "m" }), "BAD_REQUEST", TXN_DETAIL_MESSAGES.unknownStudent);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ["no memo", { payor: { city: "X" }, memo: "  " }, TXN_DETAIL_MESSAGES.memoRequired],
      ["a blank payor name", { payor: { name: " " }, memo: "m" }, PAYMENT_MESSAGES.payerNameBlank],
      ["a bad e-mail", { payor: { email: "not-an-email" }, memo: "m" }, PAYMENT_MESSAGES.invalidEmail],
      ["nothing different", { payor: { name: "Pat Payer" }, memo: "m" }, TXN_DETAIL_MESSAGES.nothingChanged],
      ["a line of another order", { lines: [{ lineId: 1, memo: "x" }], memo: "m" }, TXN_DETAIL_MESSAGES.unknownLine],
    ])("refuses %s (400)", async (_what, edit, message) => {
      await expectTRPCError(manager().update({ module: "school", orderId, ...edit } as never), "BAD_REQUEST", message);
      expect((await manager().get({ module: "school", orderId })).changes).toEqual([]);
    });
  });

  describe("undo", () => {
    const payorName = async () => (await manager().get({ module: "school", orderId })).payer.name;

    it("restores before, records the undo as a change naming the original, and marks the original undone", async () => {
      const { changeIds } = await manager().update({ module: "school", orderId, payor: { name: "New Name" }, memo: "typo" });
      const undone = await manager().undo({ module: "school", changeId: changeIds[0]! });
      expect(undone).toMatchObject({ message: TXN_DETAIL_MESSAGES.undone, orderId });
      expect(await payorName()).toBe("Pat Payer");
      const [undo, original] = (await manager().get({ module: "school", orderId })).changes;
      expect(undo).toMatchObject({ changeId: undone.undoChangeId, field: "payor.name", before: "New Name", after: "Pat Payer", undoOfChangeId: changeIds[0], undoneAt: null });
      expect(original!.undoneAt).not.toBeNull();
      expect(await t.db.auditEvent.count({ where: { action: "transaction.undo", entityId: String(orderId) } })).toBe(1);
    });

    it("undoing twice answers success and changes nothing more", async () => {
      const { changeIds } = await manager().update({ module: "school", orderId, payor: { name: "New Name" }, memo: "typo" });
      await manager().undo({ module: "school", changeId: changeIds[0]! });
      await manager().update({ module: "school", orderId, payor: { name: "Third Name" }, memo: "again" });
      const second = await manager().undo({ module: "school", changeId: changeIds[0]! });
      expect(second).toMatchObject({ message: TXN_DETAIL_MESSAGES.undone, undoChangeId: null });
      expect(await payorName()).toBe("Third Name");
      expect((await manager().get({ module: "school", orderId })).changes).toHaveLength(3);
    });

    it("refuses to undo a change a later change touched (409), and allows it once the later one is undone", async () => {
      const first = await manager().update({ module: "school", orderId, payor: { name: "Second" }, memo: "1" });
      const second = await manager().update({ module: "school", orderId, payor: { name: "Third" }, memo: "2" });
      await expectTRPCError(manager().undo({ module: "school", changeId: first.changeIds[0]! }), "CONFLICT", TXN_DETAIL_MESSAGES.undoConflict);
      expect(await payorName()).toBe("Third");
      await manager().undo({ module: "school", changeId: second.changeIds[0]! });
      await manager().undo({ module: "school", changeId: first.changeIds[0]! });
      expect(await payorName()).toBe("Pat Payer");
    });

    it("an undo is a change that can be undone in turn (a redo)", async () => {
      const { changeIds } = await manager().update({ module: "school", orderId, payor: { name: "New Name" }, memo: "typo" });
      const { undoChangeId } = await manager().undo({ module: "school", changeId: changeIds[0]! });
      await manager().undo({ module: "school", changeId: undoChangeId! });
      expect(await payorName()).toBe("New Name");
    });

    it("undoes one field of a multi-field update and leaves the others", async () => {
      const { changeIds } = await manager().update({ module: "school", orderId, payor: { name: "N", city: "C" }, memo: "two" });
      await manager().undo({ module: "school", changeId: changeIds[1]! });
      expect((await manager().get({ module: "school", orderId })).payer).toMatchObject({ name: "N", city: "Springfield" });
    });

    it("a district manager undoes a school's change; control too", async () => {
      const a = await manager().update({ module: "school", orderId, payor: { city: "A" }, memo: "a" });
      await as("districtManager").transactionDetail.undo({ module: "school", changeId: a.changeIds[0]! });
      const b = await manager().update({ module: "school", orderId, payor: { city: "B" }, memo: "b" });
      await as("control").transactionDetail.undo({ module: "control", changeId: b.changeIds[0]! });
      expect((await manager().get({ module: "school", orderId })).payer.city).toBe("Springfield");
    });

    it("concurrent undos of one change and an edit of the same field lose nothing (the order row lock)", async () => {
      const { changeIds } = await manager().update({ module: "school", orderId, payor: { name: "New Name" }, memo: "typo" });
      const changeId = changeIds[0]!;
      // Hold the order's row until the calls wait for it, so they really overlap: each must wait for
      // the lock before it reads, or two undos would both decide on the same state. The file's pool
      // has three connections and the holder takes one: two calls wait at the lock, the third for
      // a connection.
      let calls: Promise<PromiseSettledResult<unknown>[]> | undefined;
      const observer = openTestDb(t.url, 1);
      try {
        await t.db.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
            const holder = await backendPid(tx);
            calls = Promise.allSettled([
              manager().undo({ module: "school", changeId }),
              manager().undo({ module: "school", changeId }),
              manager().update({ module: "school", orderId, payor: { name: "Racing Edit" }, memo: "race" }),
            ]);
            await waitUntilBlockedBy(observer, holder, 2);
          },
          { timeout: 30_000 },
        );
      } finally {
        await observer.$disconnect();
      }
      const results = await calls!;
      const detail = await manager().get({ module: "school", orderId });
      const undos = detail.changes.filter((c) => c.undoOfChangeId === changeId);
      // At most one undo was written; every change row that was answered is in the history, and
      // the name is whatever the last committed change left (no write was lost).
      expect(undos.length).toBeLessThanOrEqual(1);
      expect(detail.changes[0]!.after).toBe(detail.payer.name);
      const refused = results.filter((r) => r.status === "rejected");
      for (const r of refused) expect((r as PromiseRejectedResult).reason.message).toBe(TXN_DETAIL_MESSAGES.undoConflict);
      expect(detail.changes).toHaveLength(1 + undos.length + 1);
    });
  });
});
