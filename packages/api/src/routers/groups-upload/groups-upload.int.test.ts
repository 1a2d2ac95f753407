/**
 * The group CSV upload (docs/product/uploads.md) through the shared pipeline's procedures on a real database:
 * both modes, rows checked as they arrive, the plan, processing on the queue, and who may do it.
 */
import type { Actor } from "@paydesk/domain";
import { describeDb, expectTRPCError, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, GROUP_UPLOAD_MESSAGES as M } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { processToEnd, useUploadQueue } from "@paydesk/tests/upload-queue";
import { callerFor } from "@paydesk/tests/callers";

describeDb("group upload through uploads.*", (t) => {
  useUploadQueue(t);
  const tag = uniqueSuffix();
  let school: FixtureCompany;
  let manager: Actor;
  let viewer: Actor;

  beforeAll(async () => {
    school = await t.fixtures.company({ kind: "SCHOOL" });
    manager = await t.fixtures.actor(await t.fixtures.user({ company: school, permissions: ["uploads.manage"], label: "gu-manager" }));
    viewer = await t.fixtures.actor(await t.fixtures.user({ company: school, permissions: ["uploads.view"], label: "gu-viewer" }));
    for (const id of ["A1", "A2", "A3"]) await t.db.student.create({ data: { companyId: school.id, externalId: id, firstName: "S", lastName: id } });
  });

  const membersOf = async (name: string) =>
    (await t.db.studentGroupMember.findMany({ where: { group: { companyId: school.id, name } }, select: { student: { select: { externalId: true } } } }))
      .map((m) => m.student.externalId)
      .sort();

  it("single group mode: the named group gets the valid ids; the bad row shows its message and is left out", async () => {
    const name = `Band ${tag}`;
    const caller = callerFor(t.db, manager);
    const { tableKey: key } = await caller.uploads.start({ module: "school", kind: "groups", companyId: school.id, options: { mode: "single", groupName: name } });
    const added = await caller.uploads.addRows({ module: "school", key, rows: [{ student_id: "A1" }, { student_id: "ZZ" }, { student_id: "A2" }], firstRowNo: 1 });
    expect(added.rows.map((row) => row.errors)).toEqual([[], [M.studentNotFound], []]);
    expect(await caller.uploads.plan({ module: "school", key, options: {} })).toMatchObject({ total: 3, invalid: 1, created: 2, skipped: 0, notes: [`New groups: ${name}`] });
    const summary = await processToEnd(caller, t, "school", key);
    expect(summary).toMatchObject({ status: "DONE", counts: { created: 2 } });
    expect(await membersOf(name)).toEqual(["A1", "A2"]);
  });

  it("multiple group mode: groups by name, a fixed row re-checked, members added once", async () => {
    const choir = `Choir ${tag}`;
    const drama = `Drama ${tag}`;
    const caller = callerFor(t.db, manager);
    const { tableKey: key } = await caller.uploads.start({ module: "school", kind: "groups", companyId: school.id, options: { mode: "multiple" } });
    const added = await caller.uploads.addRows({
      module: "school",
      key,
      rows: [
        { group_name: choir, student_id: "A1" },
        { group_name: choir, student_id: "A3" },
        { group_name: drama, student_id: "A3" },
        { group_name: "D", student_id: "A2" },
        { group_name: choir, student_id: "A1" },
      ],
      firstRowNo: 1,
    });
    expect(added.rows.map((row) => row.errors)).toEqual([[], [], [], [M.groupNameRequired], []]);
    const fixed = await caller.uploads.updateRow({ module: "school", key, id: added.rows[3]!.id, data: { group_name: drama, student_id: "A2" } });
    expect(fixed.errors).toEqual([]);
    const summary = await processToEnd(caller, t, "school", key);
    expect(summary).toMatchObject({ status: "DONE", counts: { created: 4, skipped: 1 } });
    expect(await membersOf(choir)).toEqual(["A1", "A3"]);
    expect(await membersOf(drama)).toEqual(["A2", "A3"]);
  });

  it("refuses bad start options with the product's message, and a viewer may not start", async () => {
    await expectTRPCError(
      callerFor(t.db, manager).uploads.start({ module: "school", kind: "groups", companyId: school.id, options: { mode: "single", groupName: "x" } }),
      "BAD_REQUEST",
      M.groupNameRequired,
    );
    await expectTRPCError(callerFor(t.db, viewer).uploads.start({ module: "school", kind: "groups", companyId: school.id, options: { mode: "multiple" } }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
  });

  it("exists only in the school and vendor modules (docs/product/uploads.md): business and control are refused, at the start and after", async () => {
    const both = await t.fixtures.actor(
      await t.fixtures.user({ company: school, permissions: ["uploads.manage"], modules: ["school", "business"], label: "gu-business" }),
    );
    const control = await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL", label: "gu-control" }));
    const start = (actor: Actor, module: "school" | "business" | "control") =>
      callerFor(t.db, actor).uploads.start({ module, kind: "groups", companyId: school.id, options: { mode: "multiple" } });
    await expectTRPCError(start(both, "business"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(start(control, "control"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    const { tableKey: key } = await start(both, "school");
    await expectTRPCError(
      callerFor(t.db, both).uploads.addRows({ module: "business", key, rows: [{ group_name: `Biz ${tag}`, student_id: "A1" }], firstRowNo: 1 }),
      "FORBIDDEN",
      AUTH_MESSAGES.accessDenied,
    );
    expect((await start(control, "school")).tableKey).toBeTruthy();
  });
});
