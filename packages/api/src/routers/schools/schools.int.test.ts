/**
 * The school upload through createCaller (uploads.* with kind "schools", the job's work run as the
 * worker runs it) and the schools list it fills: schools under the district with their master
 * administrator and welcome e-mail, processing the key again and re-uploading the file change
 * nothing, and who may see the list.
 */
import { BUILT_IN_ROLES, type Actor } from "@paydesk/domain";
import { jobContext, outboxTransport, runUploadBatch } from "@paydesk/services";
import { describeDb, expectTRPCError, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { schoolRow } from "@paydesk/tests/school-rows";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const module = "school" as const;

describeDb("school upload and schools list (createCaller)", (t) => {
  const tag = uniqueSuffix();
  let district: FixtureCompany;
  let manager: Actor;
  let viewer: Actor;
  let outsider: Actor;

  // 13 columns: the account type left out.
  const row = (n: string) => schoolRow(n, tag, { company: `Router School ${n} ${tag}`, company_type: undefined });

  async function uploaded(rows: Record<string, string>[], options = {}) {
    const caller = callerFor(t.db, manager);
    const { tableKey: key } = await caller.uploads.start({ module, kind: "schools" });
    await caller.uploads.addRows({ module, key, rows, firstRowNo: 1 });
    const plan = await caller.uploads.plan({ module, key, options });
    await caller.uploads.process({ module, key, options });
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
    await runUploadBatch(jobContext({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }), batch.id);
    return { caller, key, plan, summary: await caller.uploads.summary({ module, key }) };
  }

  beforeAll(async () => {
    district = await t.fixtures.company({ kind: "DISTRICT", name: `Router District ${tag}` });
    // Each school is created with its Master Administrator: only someone holding every right of
    // that role may run the upload.
    manager = await t.fixtures.actor(
      await t.fixtures.user({ company: district, permissions: [...BUILT_IN_ROLES[0].permissions], label: "schools-manager" }),
    );
    viewer = await t.fixtures.actor(await t.fixtures.user({ company: district, permissions: ["uploads.view"], label: "schools-viewer" }));
    outsider = await t.fixtures.actor(await t.fixtures.user({ company: await t.fixtures.company({ kind: "DISTRICT" }), label: "schools-outsider" }));
  });

  it("creates the schools with their master administrator and a welcome e-mail; the list shows them", async () => {
    const { plan, summary } = await uploaded([row("1"), row("2")]);
    expect(plan).toMatchObject({ total: 2, invalid: 0, created: 2, skipped: 0 });
    expect(summary).toMatchObject({ status: "DONE", counts: expect.objectContaining({ created: 2 }) });

    const { district: listed, schools } = await callerFor(t.db, viewer).schools.list({ module });
    expect(listed.id).toBe(district.id);
    expect(schools.map((s) => [s.name, s.externalId, s.masterAdmins])).toEqual([
      [`Router School 1 ${tag}`, `SLN-1-${tag}`, [`master-1-${tag}@schools.test`]],
      [`Router School 2 ${tag}`, `SLN-2-${tag}`, [`master-2-${tag}@schools.test`]],
    ]);
    const welcome = await t.db.outboundEmail.findMany({ where: { toAddress: `master-1-${tag}@schools.test` } });
    expect(welcome.map((m) => m.purpose)).toEqual(["school_welcome"]);
  });

  it("changes nothing when the key is processed again or the same file is uploaded again", async () => {
    const first = await uploaded([row("3")]);
    const count = () => t.db.company.count({ where: { parentId: district.id } });
    const before = await count();
    await first.caller.uploads.process({ module, key: first.key, options: {} });
    const again = await uploaded([row("3")]);
    expect(again.plan).toMatchObject({ created: 0, skipped: 1 });
    expect(again.summary.counts).toMatchObject({ created: 0, skipped: 1 });
    expect(await count()).toBe(before);
  });

  it("lists only inside the actor's subtree, for upload rights", async () => {
    await expectTRPCError(callerFor(t.db, outsider).schools.list({ module, companyId: district.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    const noRights = await t.fixtures.actor(await t.fixtures.user({ company: district, permissions: ["items.view"] }));
    await expectTRPCError(callerFor(t.db, noRights).schools.list({ module }), "FORBIDDEN");
    await expectTRPCError(callerFor(t.db, viewer).uploads.start({ module, kind: "schools" }), "FORBIDDEN");
  });
});
