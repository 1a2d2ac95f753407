/**
 * The paid / not-paid report (run-item-pnp; docs/product/items-and-fees.md) end to end: the procedure queues
 * a pg-boss job, the worker the server registers picks it up and writes one row per targeted student. Also
 * who an item's targets reach (grade, teacher, student, school, district, group, smart group).
 *
 * The worker runs alone here (startPaidStatusQueue: none of the platform's schedules, which would
 * run mail retries under other test files), with pg-boss and Prisma on one pool as in the server,
 * so the embedded database still sees a single connection (see @paydesk/db resolve.ts).
 */
import { createDbOnPool, createPool, type Db } from "@paydesk/db";
import { outboxTransport, recomputeItemPaidStatus, startPaidStatusQueue } from "@paydesk/services";
import {
  createFixtures,
  createTestContext,
  describeDb,
  uniqueSuffix,
  type FixtureCompany,
  type Fixtures,
} from "@paydesk/tests/harness";
import { ITEM_LIST_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";
import { waitUntil } from "@paydesk/tests/wait";

const quiet = { info: () => undefined };

describeDb("paid / not paid report", (t) => {
  let db: Db;
  let fixtures: Fixtures;
  let queue: Awaited<ReturnType<typeof startPaidStatusQueue>>;
  beforeAll(async () => {
    const pool = createPool(t.url, { max: 1 });
    db = createDbOnPool(pool);
    fixtures = createFixtures(db);
    queue = await startPaidStatusQueue(pool, { db, mail: outboxTransport, appUrl: "http://localhost:3000" }, quiet);
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.$disconnect();
  });

  async function student(company: FixtureCompany, grade: string, teacher = "Ms. Rivera") {
    return db.student.create({
      data: {
        companyId: company.id,
        externalId: `S-${uniqueSuffix()}`,
        firstName: "Sam",
        lastName: `Student ${grade}`,
        grade,
        teacher,
      },
    });
  }

  async function item(company: FixtureCompany) {
    const code = `P${uniqueSuffix()}`;
    return db.item.create({ data: { companyId: company.id, code, slug: code, title: `Report ${code}`, pnpCalc: true } });
  }

  type Target = {
    kind: "GRADE" | "TEACHER" | "STUDENT" | "SCHOOL" | "DISTRICT" | "GROUP";
    value?: string;
    studentId?: number;
    targetCompanyId?: number;
    groupId?: number;
  };
  const target = (itemId: number, targets: Target[]) =>
    db.itemTarget.createMany({ data: targets.map((t) => ({ itemId, ...t })) });

  async function paidOrder(company: FixtureCompany, itemId: number, studentId: number, status: "PAID" | "PARTIAL" | "REFUNDED") {
    await db.order.create({
      data: {
        companyId: company.id,
        source: "ONLINE",
        status,
        payerName: "Parent",
        totalCents: 1000,
        paidCents: status === "REFUNDED" ? 0 : 1000,
        lines: { create: [{ itemId, studentId, quantity: 1, amountCents: 1000, totalCents: 1000 }] },
      },
    });
  }

  const report = async (itemId: number) =>
    Object.fromEntries(
      (await db.itemPaidStatus.findMany({ where: { itemId }, select: { studentId: true, paid: true } })).map((r) => [
        r.studentId,
        r.paid,
      ]),
    );

  it("queues the recompute; the job writes who paid among the targeted students and stamps the item", async () => {
    const company = await fixtures.company();
    const admin = await fixtures.user({ company, roleIds: [1], permissions: [] });
    const tenthA = await student(company, "10");
    const tenthB = await student(company, "10");
    const tenthC = await student(company, "10");
    await student(company, "11");
    const fee = await item(company);
    await target(fee.id, [{ kind: "GRADE", value: "10" }]);
    await paidOrder(company, fee.id, tenthA.id, "PAID");
    await paidOrder(company, fee.id, tenthB.id, "PARTIAL");
    await paidOrder(company, fee.id, tenthC.id, "REFUNDED");

    const caller = callerFor(db, await fixtures.actor(admin));
    expect(await caller.items.runPnp({ module: "school", itemCode: fee.code })).toEqual({
      message: ITEM_LIST_MESSAGES.pnpQueued,
    });
    expect(await db.auditEvent.count({ where: { action: "item.pnp_requested", entityId: String(fee.id) } })).toBe(1);

    const computed = await waitUntil("the paid-status job to stamp the item", async () => (await db.item.findUniqueOrThrow({ where: { id: fee.id } })).pnpComputedAt);
    expect(computed).toBeInstanceOf(Date);
    expect(await report(fee.id)).toEqual({ [tenthA.id]: true, [tenthB.id]: true, [tenthC.id]: false });
    const row = (await caller.items.list({ module: "school" })).items.find((i) => i.id === fee.id);
    expect(row?.pnpComputedAt).toEqual(computed);
  });

  it("reaches each kind of target, never past the item's company subtree", async () => {
    const district = await fixtures.company({ kind: "DISTRICT" });
    const lincoln = await fixtures.company({ parent: district });
    const roosevelt = await fixtures.company({ parent: district });
    const elsewhere = await fixtures.company();
    const ninth = await student(lincoln, "9", "Mr. Chen");
    const tenth = await student(lincoln, "10", "Ms. Rivera");
    const sixth = await student(roosevelt, "6", "Mr. Hughes");
    const seventh = await student(roosevelt, "7", "Mr. Hughes");
    const stranger = await student(elsewhere, "9", "Mr. Chen");

    const reach = async (owner: FixtureCompany, targets: Target[]) => {
      const fee = await item(owner);
      await target(fee.id, targets);
      const result = await recomputeItemPaidStatus(createTestContext(db, null), fee.id);
      const ids = Object.keys(await report(fee.id))
        .map(Number)
        .sort((a, b) => a - b);
      expect(result.students).toBe(ids.length);
      return ids;
    };
    const sorted = (...ids: number[]) => ids.sort((a, b) => a - b);

    expect(await reach(lincoln, [{ kind: "GRADE", value: "9" }])).toEqual([ninth.id]);
    expect(await reach(district, [{ kind: "TEACHER", value: "Mr. Hughes" }])).toEqual(sorted(sixth.id, seventh.id));
    expect(await reach(district, [{ kind: "SCHOOL", targetCompanyId: roosevelt.id }])).toEqual(sorted(sixth.id, seventh.id));
    expect(await reach(district, [{ kind: "DISTRICT", targetCompanyId: district.id }])).toEqual(
      sorted(ninth.id, tenth.id, sixth.id, seventh.id),
    );
    expect(
      await reach(lincoln, [
        { kind: "STUDENT", studentId: tenth.id },
        { kind: "GRADE", value: "9" },
      ]),
    ).toEqual(sorted(ninth.id, tenth.id));
    // No targets: every student of the item's company subtree; a target outside it reaches nobody.
    expect(await reach(lincoln, [])).toEqual(sorted(ninth.id, tenth.id));
    expect(await reach(lincoln, [{ kind: "STUDENT", studentId: stranger.id }])).toEqual([]);
    expect(await reach(lincoln, [{ kind: "SCHOOL", targetCompanyId: roosevelt.id }])).toEqual([]);

    const listed = await db.studentGroup.create({
      data: {
        companyId: district.id,
        name: `Band ${uniqueSuffix()}`,
        members: { create: [{ studentId: tenth.id }, { studentId: seventh.id }] },
      },
    });
    expect(await reach(district, [{ kind: "GROUP", groupId: listed.id }])).toEqual(sorted(tenth.id, seventh.id));
    const smart = await db.studentGroup.create({
      data: {
        companyId: district.id,
        name: `Smart ${uniqueSuffix()}`,
        isSmart: true,
        rules: { grades: ["6", "9"], schoolIds: [roosevelt.id], studentIds: [tenth.id] },
      },
    });
    // Grade 6 or 9 *and* at Roosevelt, plus the student named.
    expect(await reach(district, [{ kind: "GROUP", groupId: smart.id }])).toEqual(sorted(tenth.id, sixth.id));
    const empty = await db.studentGroup.create({
      data: { companyId: district.id, name: `Empty ${uniqueSuffix()}`, isSmart: true, rules: {} },
    });
    expect(await reach(district, [{ kind: "GROUP", groupId: empty.id }])).toEqual([]);
  });

  it("rewrites the report on every run: students no longer targeted drop out", async () => {
    const company = await fixtures.company();
    const ninth = await student(company, "9");
    const tenth = await student(company, "10");
    const fee = await item(company);
    await target(fee.id, [
      { kind: "GRADE", value: "9" },
      { kind: "GRADE", value: "10" },
    ]);
    await recomputeItemPaidStatus(createTestContext(db, null), fee.id);
    expect(
      Object.keys(await report(fee.id))
        .map(Number)
        .sort(),
    ).toEqual([ninth.id, tenth.id].sort());
    await db.itemTarget.deleteMany({ where: { itemId: fee.id, value: "10" } });
    await paidOrder(company, fee.id, ninth.id, "PAID");
    await recomputeItemPaidStatus(createTestContext(db, null), fee.id);
    expect(await report(fee.id)).toEqual({ [ninth.id]: true });
    expect(await recomputeItemPaidStatus(createTestContext(db, null), 2_000_000_000)).toEqual({ students: 0, paid: 0 });
  });
});
