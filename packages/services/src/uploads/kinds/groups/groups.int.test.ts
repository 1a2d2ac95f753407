/**
 * Kind `groups` on a real database, driven the way the pipeline drives a kind: rows checked as
 * they are staged, a plan, then ranges applied in transactions.
 */
import type { Actor } from "@paydesk/domain";
import { createTestContext, describeDb, uniqueSuffix, type TestDatabase } from "@paydesk/tests/harness";
import { GROUP_UPLOAD_MESSAGES as M, type TGroupsUploadStartOptions, type UploadRowData } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { inTransaction } from "../../../platform/context.ts";
import type { UploadBatchRef, UploadCheckContext } from "../../core/kind.ts";
import { groupsUploadKind } from "./kind.ts";

describeDb("upload kind groups", (t: TestDatabase) => {
  let district: { id: number; path: string };
  let east: { id: number; path: string };
  let west: { id: number; path: string };
  let elsewhere: { id: number; path: string };
  let admin: Actor;
  const tag = uniqueSuffix();

  const student = (companyId: number, externalId: string) =>
    t.db.student.create({ data: { companyId, externalId, firstName: "F", lastName: externalId }, select: { id: true } });

  beforeAll(async () => {
    const f = t.fixtures;
    const districtCompany = await f.company({ kind: "DISTRICT" });
    district = districtCompany;
    east = await f.company({ kind: "SCHOOL", parent: districtCompany });
    west = await f.company({ kind: "SCHOOL", parent: districtCompany });
    elsewhere = await f.company({ kind: "SCHOOL" });
    admin = await f.actor(await f.user({ company: districtCompany, label: "grp-admin" }));
    await student(east.id, "E1");
    await student(east.id, "E2");
    await student(east.id, "SAME");
    await student(west.id, "SAME");
    await student(west.id, "W1");
    await student(elsewhere.id, "X1");
    await t.db.studentGroup.create({ data: { companyId: district.id, name: "Smart seniors", isSmart: true, rules: { grades: ["12"] } } });
  });

  let batchNo = 0;
  /** Start a batch and stage its rows as the core does: checked in one call, messages kept per row. */
  async function stage(options: TGroupsUploadStartOptions, rows: UploadRowData[]) {
    await groupsUploadKind.start(createTestContext(t.db, admin), { companyId: district.id, options });
    const created = await t.db.uploadBatch.create({
      data: { tableKey: `grp-${tag}-${++batchNo}`, kind: "groups", companyId: district.id, createdBy: admin.userId, options },
    });
    const batch: UploadBatchRef = { id: created.id, tableKey: created.tableKey, kind: "groups", companyId: district.id, options, createdBy: admin.userId };
    const check: UploadCheckContext = { db: t.db, batch, actor: admin, now: () => new Date() };
    const messages = await groupsUploadKind.checkRows(check, rows);
    await t.db.uploadRow.createMany({ data: rows.map((data, index) => ({ batchId: batch.id, rowNo: index + 1, data, errors: messages[index] ?? [] })) });
    const ids = await t.db.uploadRow.findMany({ where: { batchId: batch.id }, select: { id: true }, orderBy: { id: "asc" } });
    return { batch, check, messages, fromId: ids[0]!.id, toId: ids.at(-1)!.id };
  }

  const apply = (batch: UploadBatchRef, fromId: bigint, toId: bigint) =>
    inTransaction(createTestContext(t.db, admin), (tx) => groupsUploadKind.applyRange(tx, batch, { fromId, toId }, {}));

  const members = async (name: string) =>
    (
      await t.db.studentGroupMember.findMany({
        where: { group: { companyId: district.id, name } },
        select: { student: { select: { externalId: true, companyId: true } } },
      })
    )
      .map((m) => `${m.student.externalId}@${m.student.companyId === east.id ? "east" : "west"}`)
      .sort();

  it("single group mode: checks each id in the district's subtree, then adds the valid ones to the named group", async () => {
    const name = `Band ${tag}`;
    const { batch, messages, fromId, toId, check } = await stage({ mode: "single", groupName: name }, [
      { student_id: "E1" },
      { student_id: "W1" },
      { student_id: "X1" },
      { student_id: "SAME" },
      { student_id: "" },
    ]);
    expect(messages).toEqual([[], [], [M.studentNotFound], [M.studentAmbiguous], [M.studentIdRequired]]);
    expect(await groupsUploadKind.plan(check, {})).toEqual({ total: 0, invalid: 0, created: 2, skipped: 0, notes: [`New groups: ${name}`] });

    expect(await apply(batch, fromId, toId)).toEqual({ created: 2, skipped: 0 });
    expect(await members(name)).toEqual(["E1@east", "W1@west"]);
    // Applying the same range again adds nobody (the pipeline never does; the SQL would not either).
    expect(await apply(batch, fromId, toId)).toEqual({ created: 0, skipped: 2 });
  });

  it("multiple group mode: upserts groups by name, resolves a shared id by site, skips who is already in", async () => {
    const band = `Band2 ${tag}`;
    const choir = `Choir ${tag}`;
    await t.db.studentGroup.create({ data: { companyId: district.id, name: band, members: { create: { student: { connect: { companyId_externalId: { companyId: east.id, externalId: "E1" } } } } } } });
    const { batch, messages, fromId, toId, check } = await stage({ mode: "multiple" }, [
      { group_name: band, student_id: "E1" },
      { group_name: band, student_id: "E2" },
      { group_name: choir, student_id: "SAME", site_id: String(west.id) },
      { group_name: choir, student_id: "E2", site_id: String(west.id) },
      { group_name: choir, student_id: "E1", site_id: String(elsewhere.id) },
      { group_name: choir, student_id: "E1", site_id: "abc" },
      { group_name: "C", student_id: "E1" },
      { group_name: "Smart seniors", student_id: "E1" },
      { group_name: " SMART  seniors", student_id: "E2" },
    ]);
    expect(messages).toEqual([[], [], [], [M.studentNotFound], [M.siteIdInvalid], [M.siteIdInvalid], [M.groupNameRequired], [M.smartGroup], [M.smartGroup]]);
    expect(await groupsUploadKind.plan(check, {})).toEqual({ total: 0, invalid: 0, created: 2, skipped: 1, notes: [`New groups: ${choir}`] });

    // Two ranges, as the job would split them: each one transaction.
    expect(await apply(batch, fromId, fromId + 1n)).toEqual({ created: 1, skipped: 1 });
    expect(await apply(batch, fromId + 2n, toId)).toEqual({ created: 1, skipped: 0 });
    expect(await members(band)).toEqual(["E1@east", "E2@east"]);
    expect(await members(choir)).toEqual(["SAME@west"]);
    expect(await t.db.studentGroupMember.count({ where: { group: { companyId: district.id, name: "Smart seniors" } } })).toBe(0);
  });

  it("a name in another case or spacing is the company's existing group, not a new one (index groups_name_ci)", async () => {
    const band = `Case Band ${tag}`;
    await t.db.studentGroup.create({ data: { companyId: district.id, name: band } });
    const { batch, fromId, toId, check } = await stage({ mode: "multiple" }, [
      { group_name: `  case   BAND ${tag} `, student_id: "E1" },
      { group_name: `case band ${tag}`, student_id: "E2" },
    ]);
    expect(await groupsUploadKind.plan(check, {})).toEqual({ total: 0, invalid: 0, created: 2, skipped: 0, notes: [] });
    expect(await apply(batch, fromId, toId)).toEqual({ created: 2, skipped: 0 });
    expect(await members(band)).toEqual(["E1@east", "E2@east"]);
    expect(await t.db.studentGroup.count({ where: { companyId: district.id, name: { startsWith: "case", mode: "insensitive" } } })).toBe(1);
  });

  it("leaves removed rows and rows with errors out", async () => {
    const name = `Removed ${tag}`;
    const { batch, fromId, toId } = await stage({ mode: "single", groupName: name }, [{ student_id: "E1" }, { student_id: "E2" }, { student_id: "nobody" }]);
    await t.db.uploadRow.update({ where: { id: fromId }, data: { removed: true } });
    expect(await apply(batch, fromId, toId)).toEqual({ created: 1, skipped: 0 });
    expect(await members(name)).toEqual(["E2@east"]);
  });

  it("refuses to start on a company outside the actor's subtree", async () => {
    await expect(
      groupsUploadKind.start(createTestContext(t.db, admin), { companyId: elsewhere.id, options: { mode: "multiple" } }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
