/**
 * The student upload kind on a real database, driven the way the pipeline drives it: rows checked
 * per chunk and staged, then applied range by range, each range in its own transaction, then the
 * purge. (The pipeline itself — job, resume, cancel — is upcore's and tested there; the router
 * and shims are tested in students-upload.int.test.ts and tests/contract.)
 */
import { readFile } from "node:fs/promises";
import { cellsOfRow, rowOfCells, type Actor } from "@paydesk/domain";
import { describeDb, createTestContext, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import {
  STUDENT_ROW_MESSAGES as M,
  STUDENT_UPLOAD_SELECT_SCHOOL,
  ZStudentUploadProcessOptions,
  parentEmailTakenMessage,
  type UploadRowData,
} from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { inTransaction, jobContext } from "../../../platform/context.ts";
import { outboxTransport } from "../../../platform/mail/transport.ts";
import { runUploadBatch } from "../../core/process.ts";
import type { UploadBatchRef, UploadCounts } from "../../core/kind.ts";
import { NO_PASSWORD_HASH, OUTGROWN_STATISTICS_ROWS } from "./apply.ts";
import { studentsUploadKind as kind } from "./index.ts";
import { STUDENT_STAGED_COLUMNS } from "./source.ts";

describeDb("student upload kind", (t) => {
  let district: FixtureCompany;
  let school: FixtureCompany;
  let otherSchool: FixtureCompany;
  let actor: Actor;

  beforeAll(async () => {
    district = await t.fixtures.company({ kind: "DISTRICT" });
    school = await t.fixtures.company({ parent: district });
    otherSchool = await t.fixtures.company();
    actor = await t.fixtures.actor(await t.fixtures.user({ company: district }));
  });

  const ctx = () => createTestContext(t.db, actor);

  /** A batch of `school` with `rows` checked (as addRows does) and staged. */
  async function stage(rows: UploadRowData[], companyId = school.id) {
    const created = await t.db.uploadBatch.create({
      data: { tableKey: `t-${uniqueSuffix()}`, kind: "students", companyId, createdBy: actor.userId, options: { school: companyId } },
    });
    const batch: UploadBatchRef = { id: created.id, tableKey: created.tableKey, kind: "students", companyId, options: created.options, createdBy: actor.userId };
    const checkContext = { db: t.db, batch, actor, now: () => new Date() };
    const errors = await kind.checkRows(checkContext, rows);
    // As addRows stages this kind's rows: each as its cell list (stagedColumns).
    await t.db.uploadRow.createMany({
      data: rows.map((data, i) => ({ batchId: batch.id, rowNo: i + 1, data: cellsOfRow(STUDENT_STAGED_COLUMNS, data), errors: errors[i] })),
    });
    return { batch, errors, checkContext };
  }

  /** Apply every range of `rangeSize` rows, each in a transaction, then finish: the job's loop. */
  async function process(batch: UploadBatchRef, rawOptions: Record<string, unknown> = {}, rangeSize = 2) {
    const options = ZStudentUploadProcessOptions.parse(rawOptions);
    const ids = (await t.db.uploadRow.findMany({ where: { batchId: batch.id }, select: { id: true }, orderBy: { id: "asc" } })).map((r) => r.id);
    const total: Required<UploadCounts> = { created: 0, updated: 0, skipped: 0, deactivated: 0, deleted: 0 };
    const add = (counts: UploadCounts) => {
      for (const key of Object.keys(total) as (keyof UploadCounts)[]) total[key] += counts[key] ?? 0;
    };
    for (let i = 0; i < ids.length; i += rangeSize) {
      const range = { fromId: ids[i]!, toId: ids[Math.min(i + rangeSize, ids.length) - 1]! };
      add(await inTransaction(ctx(), (tx) => kind.applyRange(tx, batch, range, options)));
    }
    add(await inTransaction(ctx(), (tx) => kind.finish!(tx, batch, options)));
    return total;
  }

  const studentsOf = (companyId: number) =>
    t.db.student.findMany({
      where: { companyId },
      orderBy: { externalId: "asc" },
      select: { externalId: true, firstName: true, lastName: true, grade: true, teacher: true, sisId: true, foodBalanceCents: true, freeReduced: true, familyId: true, active: true, isStaff: true },
    });

  const row = (externalId: string, extra: Record<string, string> = {}): UploadRowData => ({
    external_id: externalId,
    company: String(school.id),
    lname: "Lee",
    fname: "Ann",
    grade: "5",
    teacher: "T1",
    ...extra,
  });

  it("refuses to start without the school chosen as the upload's company", async () => {
    await expect(kind.start(ctx(), { companyId: school.id, options: { school: district.id } })).rejects.toThrow(STUDENT_UPLOAD_SELECT_SCHOOL);
    expect(kind.startOptions.safeParse({}).error?.issues[0]?.message).toBe(STUDENT_UPLOAD_SELECT_SCHOOL);
    await expect(kind.start(ctx(), { companyId: school.id, options: { school: school.id } })).resolves.toEqual({});
  });

  it("checks a chunk: SLNs outside the school's subtree and parent e-mails of staff accounts fail, the rest passes", async () => {
    const admin = await t.fixtures.user({ company: school });
    const { errors } = await stage([
      row("C1"),
      row("C2", { company: String(otherSchool.id) }),
      row("C3", { company: String(district.id) }),
      row("C4", { parent1_email: admin.email.toUpperCase() }),
      row("C5", { grade: "", food_balance: "x" }),
    ]);
    expect(errors).toEqual([[], [M.slnInvalid], [M.slnInvalid], [parentEmailTakenMessage(1)], [M.gradeEmpty, M.foodBalanceNotNumber]]);
  });

  it("upserts students by (company, Student ID) with every column, never applies a bad row, and changes nothing when processed again", async () => {
    const tag = uniqueSuffix();
    const rows = [
      row(`${tag}-1`, { sis_id: "S-1", food_balance: "$1,234.50", is_fr: "Free", family_id: "F1", is_staff: "" }),
      row(`${tag}-2`, { grade: "TOOLONG" }),
      row(`${tag}-3`, { food_balance: "-2.5", is_fr: "reduced", is_staff: "yes" }),
    ];
    const first = await stage(rows);
    expect(await kind.plan(first.checkContext, ZStudentUploadProcessOptions.parse({}))).toMatchObject({ total: 3, invalid: 1, created: 2, updated: 0, skipped: 0 });
    expect(await process(first.batch)).toMatchObject({ created: 2, updated: 0, skipped: 0 });
    const mine = (await studentsOf(school.id)).filter((s) => s.externalId.startsWith(tag));
    expect(mine).toEqual([
      { externalId: `${tag}-1`, firstName: "Ann", lastName: "Lee", grade: "5", teacher: "T1", sisId: "S-1", foodBalanceCents: 123450, freeReduced: "free", familyId: "F1", active: true, isStaff: false },
      { externalId: `${tag}-3`, firstName: "Ann", lastName: "Lee", grade: "5", teacher: "T1", sisId: null, foodBalanceCents: -250, freeReduced: "reduced", familyId: null, active: true, isStaff: true },
    ]);

    // The same key processed again (the job's ranges re-run) and the same file uploaded again: no change.
    expect(await process(first.batch)).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    const again = await stage(rows);
    expect(await kind.plan(again.checkContext, ZStudentUploadProcessOptions.parse({}))).toMatchObject({ created: 0, updated: 0, skipped: 2, invalid: 1 });
    expect(await process(again.batch)).toMatchObject({ created: 0, updated: 0, skipped: 2 });

    // A changed row updates; a blank food balance keeps the balance on file; the last of two rows of one student wins.
    const changed = await stage([row(`${tag}-1`, { fname: "Anna", sis_id: "S-1", is_fr: "free", family_id: "F1" }), row(`${tag}-3`, { grade: "6" }), row(`${tag}-3`, { grade: "7", food_balance: "1" })]);
    expect(await process(changed.batch, {}, 10)).toMatchObject({ created: 0, updated: 2, skipped: 1 });
    const after = (await studentsOf(school.id)).filter((s) => s.externalId.startsWith(tag));
    expect(after.map((s) => [s.firstName, s.foodBalanceCents, s.grade, s.isStaff])).toEqual([["Anna", 123450, "5", false], ["Ann", 100, "7", false]]);
  });

  it("stages each row as its cell list in a fixed order (the stored format), and plans and applies rows with empty and missing cells alike", async () => {
    // Changing this order changes what staged rows mean: it needs a migration of them.
    expect(kind.stagedColumns).toBe(STUDENT_STAGED_COLUMNS);
    const slotColumns = (slot: number) => ["fname", "lname", "email", "street", "city", "state", "postal_code", "phone"].map((field) => `parent${slot}_${field}`);
    expect(STUDENT_STAGED_COLUMNS).toEqual([
      "external_id", "sis_id", "company", "lname", "fname", "grade", "food_balance", "teacher", "is_fr", "family_id",
      ...slotColumns(1), ...slotColumns(2), ...slotColumns(3), ...slotColumns(4), "is_staff",
    ]);
    const tag = uniqueSuffix();
    const mom = `c-${tag}@families.test`;
    const rows = [
      row(`${tag}-1`, { sis_id: "", food_balance: "", is_fr: "", family_id: "", parent1_email: mom, parent1_fname: "", parent1_lname: "Lee", parent2_email: "", parent2_fname: "" }),
      row(`${tag}-2`, { food_balance: "3", parent3_email: mom, parent3_street: "2 Oak St" }),
    ];
    const { batch, checkContext } = await stage(rows, school.id);
    const staged = await t.db.uploadRow.findMany({ where: { batchId: batch.id }, orderBy: { id: "asc" } });
    expect(staged[0]!.data).toEqual(cellsOfRow(STUDENT_STAGED_COLUMNS, rows[0]!));
    expect((staged[0]!.data as string[])[1]).toBe("");
    expect(await kind.plan(checkContext, ZStudentUploadProcessOptions.parse({}))).toMatchObject({ total: 2, invalid: 0, created: 2, updated: 0, skipped: 0 });
    expect(await process(batch)).toMatchObject({ created: 2, updated: 0, skipped: 0 });
    const mine = (await studentsOf(school.id)).filter((s) => s.externalId.startsWith(tag));
    expect(mine.map((s) => [s.sisId, s.foodBalanceCents, s.freeReduced, s.familyId])).toEqual([[null, 0, null, null], [null, 300, null, null]]);
    const parent = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: mom }, include: { children: true, parentContact: true } });
    expect(parent).toMatchObject({ firstName: "", lastName: "Lee" });
    expect(parent.children).toHaveLength(2);
    expect(parent.parentContact).toMatchObject({ street: "2 Oak St", city: null });
  });

  it.each([
    ["each row in a range of its own", 1],
    ["all rows in one range", 10],
  ])("creates parents once by e-mail across rows (%s; no password), matches existing parents, keeps contacts, links them", async (_name, rangeSize) => {
    const tag = uniqueSuffix();
    const existing = await t.fixtures.user({ kind: "PARENT", company: school });
    const mom = `mom-${tag}@families.test`;
    const rows = [
      row(`${tag}-1`, { parent1_email: mom, parent1_fname: "Maria", parent1_lname: "Lee", parent1_phone: "217-555-0101", parent2_email: existing.email }),
      row(`${tag}-2`, { parent1_email: mom.toUpperCase(), parent1_street: "1 Elm St" }),
      row(`${tag}-3`, { parent3_email: mom }),
    ];
    const { batch } = await stage(rows);
    await process(batch, {}, rangeSize);
    const accounts = await t.db.user.findMany({ where: { emailNormalized: mom }, include: { children: { include: { student: true } }, parentContact: true } });
    expect(accounts).toHaveLength(1);
    const account = accounts[0]!;
    expect(account).toMatchObject({ kind: "PARENT", companyId: school.id, firstName: "Maria", lastName: "Lee", passwordHash: NO_PASSWORD_HASH, applications: ["PARENT"] });
    expect(account.children.map((c) => c.student.externalId).sort()).toEqual([`${tag}-1`, `${tag}-2`, `${tag}-3`]);
    expect(account.parentContact).toMatchObject({ phone: "217-555-0101", street: "1 Elm St", city: null });
    const existingLinks = await t.db.parentStudent.findMany({ where: { parentId: existing.id }, include: { student: true } });
    expect(existingLinks.map((l) => l.student.externalId)).toEqual([`${tag}-1`]);
    // The existing parent keeps their own name and password.
    expect(await t.db.user.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({ firstName: "Fixture", passwordHash: expect.stringMatching(/^\$argon2id\$/) });
  });

  it("two ranges in flight (the job's pipeline) end as one range after the other: a later row wins across ranges, parents once", async () => {
    /** A file in which a student and a parent come back in later ranges (ranges of 2 rows) with other values. */
    const fileOf = (tag: string): UploadRowData[] => {
      const mom = `mom-${tag}@families.test`;
      const dad = `dad-${tag}@families.test`;
      return [
        row(`${tag}-1`, { parent1_email: mom, parent1_fname: "Maria", parent1_street: "1 Elm St" }),
        row(`${tag}-2`, { grade: "1", parent1_email: dad, parent1_fname: "Dan" }),
        row(`${tag}-2`, { grade: "2", parent1_email: mom, parent1_street: "2 Oak St" }),
        row(`${tag}-3`, { parent1_email: dad, parent1_fname: "Daniel", parent1_phone: "217-555-0102" }),
        row(`${tag}-4`, { parent1_email: mom, parent2_email: dad }),
        row(`${tag}-1`, { grade: "6", teacher: "T9" }),
        row(`${tag}-5`, { parent1_email: mom, parent1_street: "3 Pine St" }),
      ];
    };
    const outcome = async (tag: string) => {
      const students = (await studentsOf(school.id)).filter((s) => s.externalId.startsWith(`${tag}-`));
      const parents = await t.db.user.findMany({
        where: { emailNormalized: { in: [`mom-${tag}@families.test`, `dad-${tag}@families.test`] } },
        orderBy: { emailNormalized: "asc" },
        include: { children: { include: { student: true } }, parentContact: true },
      });
      return {
        students: students.map(({ externalId, grade, teacher }) => [externalId.slice(tag.length), grade, teacher]),
        parents: parents.map((p) => ({
          name: p.firstName,
          street: p.parentContact?.street ?? null,
          phone: p.parentContact?.phone ?? null,
          children: p.children.map((c) => c.student.externalId.slice(tag.length)).sort(),
        })),
      };
    };

    const one = uniqueSuffix();
    const sequential = await process((await stage(fileOf(one))).batch, {}, 2);
    const two = uniqueSuffix();
    const { batch } = await stage(fileOf(two));
    await t.db.uploadBatch.update({ where: { id: batch.id }, data: { status: "QUEUED", processOptions: ZStudentUploadProcessOptions.parse({}) } });
    const jobDeps = { db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" };
    expect(await runUploadBatch(jobContext(jobDeps), batch.id, { rangeRows: 2, rangeWorkers: 2 })).toBe("DONE");

    expect(await outcome(two)).toEqual(await outcome(one));
    expect((await outcome(two)).students).toEqual([["-1", "6", "T9"], ["-2", "2", "T1"], ["-3", "5", "T1"], ["-4", "5", "T1"], ["-5", "5", "T1"]]);
    expect((await outcome(two)).parents).toEqual([
      { name: "Dan", street: null, phone: "217-555-0102", children: ["-2", "-3", "-4"] },
      { name: "Maria", street: "3 Pine St", phone: null, children: ["-1", "-2", "-4", "-5"] },
    ]);
    const done = await t.db.uploadBatch.findUniqueOrThrow({ where: { id: batch.id } });
    expect(done).toMatchObject({ status: "DONE", processedRows: 7 });
    expect(done.counts).toMatchObject({ created: sequential.created, updated: sequential.updated, skipped: sequential.skipped });
  });

  describe("purge modes (docs/product/uploads.md)", () => {
    /** A school of its own with students A, B, C (C has an order), staff S, then a file naming only A. */
    async function rosterThenFileWithOnlyA(options: Record<string, unknown>) {
      const own = await t.fixtures.company({ parent: district });
      const base = (id: string, extra: Record<string, string> = {}) => ({ ...row(id, extra), company: String(own.id) });
      await process((await stage([base("A"), base("B"), base("C"), base("S", { is_staff: "yes" })], own.id)).batch);
      const c = await t.db.student.findUniqueOrThrow({ where: { companyId_externalId: { companyId: own.id, externalId: "C" } } });
      await orderFor(own, c.id);
      const file = await stage([base("A"), base("B", { grade: "TOOLONG" })], own.id);
      const plan = await kind.plan(file.checkContext, ZStudentUploadProcessOptions.parse(options));
      const counts = await process(file.batch, options);
      const students = await studentsOf(own.id);
      return { own, base, plan, counts, state: Object.fromEntries(students.map((s) => [s.externalId, s.active])) };
    }

    it("0 keeps the students missing from the file", async () => {
      const { plan, counts, state } = await rosterThenFileWithOnlyA({ purge_mode: 0 });
      expect(plan).toMatchObject({ deactivated: 0, deleted: 0 });
      expect(counts).toMatchObject({ deactivated: 0, deleted: 0 });
      expect(state).toEqual({ A: true, B: true, C: true, S: true });
    });

    it("1 deactivates them (a student whose row has an error still counts as in the file; staff are never purged)", async () => {
      const { plan, counts, state } = await rosterThenFileWithOnlyA({ purge_mode: "1" });
      expect(plan).toMatchObject({ deactivated: 1, deleted: 0, notes: [expect.stringContaining("1 student not in the file will be deactivated"), "Ann Lee (C)"] });
      expect(counts).toMatchObject({ deactivated: 1, deleted: 0 });
      expect(state).toEqual({ A: true, B: true, C: false, S: true });
    });

    it("2 needs confirm, then deletes them, deactivating those that orders name", async () => {
      expect(ZStudentUploadProcessOptions.safeParse({ purge_mode: 2 }).success).toBe(false);
      const own = await t.fixtures.company({ parent: district });
      const base = (id: string) => ({ ...row(id), company: String(own.id) });
      await process((await stage([base("A"), base("D"), base("E")], own.id)).batch);
      const e = await t.db.student.findUniqueOrThrow({ where: { companyId_externalId: { companyId: own.id, externalId: "E" } } });
      await orderFor(own, e.id);
      const file = await stage([base("A")], own.id);
      const options = { purge_mode: 2, confirm: 1 };
      expect(await kind.plan(file.checkContext, ZStudentUploadProcessOptions.parse(options))).toMatchObject({ deleted: 1, deactivated: 1 });
      expect(await process(file.batch, options)).toMatchObject({ deleted: 1, deactivated: 1 });
      expect(Object.fromEntries((await studentsOf(own.id)).map((s) => [s.externalId, s.active]))).toEqual({ A: true, E: false });
    });

    it("a deactivated student named by a later file is active again", async () => {
      const { own, base, state } = await rosterThenFileWithOnlyA({ purge_mode: 1 });
      expect(state.C).toBe(false);
      expect(await process((await stage([base("A"), base("B"), base("C")], own.id)).batch)).toMatchObject({ updated: 1, skipped: 2 });
      expect((await studentsOf(own.id)).find((s) => s.externalId === "C")?.active).toBe(true);
    });
  });

  it("the migration to cell lists rewrites a row staged keyed by column into the list the kind reads", async () => {
    const tag = uniqueSuffix();
    const { batch } = await stage([]);
    const keyed = row(`${tag}-1`, { parent1_email: `m-${tag}@families.test`, parent1_street: "" });
    const created = await t.db.uploadRow.create({ data: { batchId: batch.id, rowNo: 1, data: keyed, errors: [] } });
    const file = new URL("../../../../../../prisma/migrations/20261125020000_student_rows_as_cells/migration.sql", import.meta.url);
    await t.db.$executeRawUnsafe(await readFile(file, "utf8"));
    const migrated = (await t.db.uploadRow.findUniqueOrThrow({ where: { id: created.id } })).data as string[];
    expect(migrated).toHaveLength(STUDENT_STAGED_COLUMNS.length);
    expect(rowOfCells(STUDENT_STAGED_COLUMNS, migrated)).toEqual(rowOfCells(STUDENT_STAGED_COLUMNS, cellsOfRow(STUDENT_STAGED_COLUMNS, keyed)));
    expect(await process(batch)).toMatchObject({ created: 1 });
    expect((await studentsOf(school.id)).some((s) => s.externalId === `${tag}-1`)).toBe(true);
  });

  it("sis-only mode updates the students on file and creates none", async () => {
    const tag = uniqueSuffix();
    await process((await stage([row(`${tag}-1`)])).batch);
    const { batch, checkContext } = await stage([row(`${tag}-1`, { grade: "9" }), row(`${tag}-2`, { parent1_email: `p-${tag}@families.test` })]);
    expect(await kind.plan(checkContext, ZStudentUploadProcessOptions.parse({ sis_only_mode: "yes" }))).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    expect(await process(batch, { sis_only_mode: "yes" })).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    const mine = (await studentsOf(school.id)).filter((s) => s.externalId.startsWith(tag));
    expect(mine.map((s) => [s.externalId, s.grade])).toEqual([[`${tag}-1`, "9"]]);
    expect(await t.db.user.count({ where: { emailNormalized: `p-${tag}@families.test` } })).toBe(0);
  });

  it("a range that outgrows the statistics of users and students analyzes them (the links' key checks are planned again)", async () => {
    // Statistics taken now, while both tables are small: the state after a new school's setup or a
    // large delete. The range then adds more accounts and students than the statistics count.
    await t.db.$executeRaw`ANALYZE users`;
    await t.db.$executeRaw`ANALYZE students`;
    const statsRows = async (table: string) =>
      (await t.db.$queryRaw<[{ rows: number }]>`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = ${table}::regclass`)[0].rows;
    const before = Math.max(await statsRows("users"), await statsRows("students"), 0);
    const count = Math.max(OUTGROWN_STATISTICS_ROWS, Math.ceil(before) + 1);
    const tag = uniqueSuffix();
    const rows = Array.from({ length: count }, (_, i) => row(`${tag}-${i}`, { parent1_email: `p${i}-${tag}@families.test` }));
    const { batch } = await stage(rows);
    expect(await process(batch, {}, count)).toMatchObject({ created: count });
    // Without the ANALYZE the statistics still count the small tables until autovacuum gets there.
    expect(await statsRows("users")).toBeGreaterThanOrEqual(count);
    expect(await statsRows("students")).toBeGreaterThanOrEqual(count);
  });

  /** An order of the student's school with a line naming the student: what makes purge 2 deactivate instead. */
  async function orderFor(company: FixtureCompany, studentId: number) {
    // An item of the same school: other test files count the demo items' sales in this database.
    const code = `ORDER-${uniqueSuffix()}`;
    const item = await t.db.item.create({ data: { companyId: company.id, code, slug: code.toLowerCase(), title: "Purge fixture item" }, select: { id: true } });
    await t.db.order.create({
      data: {
        companyId: company.id, source: "TERMINAL", status: "PAID", payerName: "Payer", totalCents: 100, paidCents: 100,
        lines: { create: { itemId: item.id, studentId, quantity: 1, amountCents: 100, totalCents: 100 } },
      },
    });
  }
});
