/**
 * The schools kind on a real database, through its own functions (the pipeline's router and job
 * are upcore's and have their own tests): rows checked with the lookups, the plan, and ranges
 * applied in a transaction, creating schools under the district with their master administrator.
 */
import type { Actor } from "@paydesk/domain";
import { createTestContext, describeDb, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { schoolRow } from "@paydesk/tests/school-rows";
import { SCHOOL_UPLOAD_MESSAGES as M, ZSchoolsProcessOptions, type TSchoolsProcessOptionsInput } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { verifyPassword } from "../../../platform/passwords.ts";
import { inTransaction } from "../../../platform/context.ts";
import type { UploadBatchRef, UploadCheckContext } from "../../core/kind.ts";
import { schoolsUploadKind as kind } from "./index.ts";

describeDb("schools upload kind", (t) => {
  const tag = uniqueSuffix();
  let district: FixtureCompany;
  let otherDistrict: FixtureCompany;
  let districtAdmin: Actor;

  const row = (n: string, changes: Record<string, string | undefined> = {}) => schoolRow(n, tag, changes);

  async function stage(rows: Record<string, string>[], companyId = district.id) {
    const batch = await t.db.uploadBatch.create({
      data: { tableKey: `test-${uniqueSuffix()}`, kind: "schools", companyId, createdBy: districtAdmin.userId },
    });
    const ref: UploadBatchRef = { id: batch.id, tableKey: batch.tableKey, kind: "schools", companyId, options: {}, createdBy: districtAdmin.userId };
    const checkCtx: UploadCheckContext = { db: t.db, batch: ref, actor: districtAdmin, now: () => new Date() };
    const errors = await kind.checkRows(checkCtx, rows);
    const staged = [];
    for (const [i, data] of rows.entries()) {
      staged.push(await t.db.uploadRow.create({ data: { batchId: batch.id, rowNo: i + 1, data, errors: errors[i]! } }));
    }
    return { ref, checkCtx, errors, ids: staged.map((s) => s.id) };
  }

  async function apply(ref: UploadBatchRef, options: TSchoolsProcessOptionsInput = {}) {
    const ctx = createTestContext(t.db, districtAdmin);
    return inTransaction(ctx, (tx) => kind.applyRange(tx, ref, { fromId: 0n, toId: 9_000_000_000_000n }, ZSchoolsProcessOptions.parse(options)));
  }

  const schoolsOf = (companyId: number) =>
    t.db.company.findMany({
      where: { parentId: companyId },
      select: { id: true, name: true, path: true, kind: true, schoolProfile: true, users: { select: { email: true, mustChangePassword: true, passwordHash: true, roles: { select: { roleId: true } } } } },
      orderBy: { id: "asc" },
    });

  beforeAll(async () => {
    district = await t.fixtures.company({ kind: "DISTRICT", name: `District ${tag}` });
    otherDistrict = await t.fixtures.company({ kind: "DISTRICT", name: `Other District ${tag}` });
    districtAdmin = await t.fixtures.actor(await t.fixtures.user({ company: district, label: "schools-district" }));
  });

  it("starts only in a district of the actor's subtree", async () => {
    const ctx = createTestContext(t.db, districtAdmin);
    await expect(kind.start(ctx, { companyId: district.id, options: {} })).resolves.toEqual({ extras: { districtName: district.name } });
    await expect(kind.start(ctx, { companyId: otherDistrict.id, options: {} })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const school = await t.fixtures.company({ kind: "SCHOOL", parent: district });
    await expect(kind.start(ctx, { companyId: school.id, options: {} })).rejects.toMatchObject({ code: "BAD_REQUEST", message: M.notADistrict });
  });

  it("checks 13 and 14 column rows, too few and too many, and an e-mail another account holds", async () => {
    const { errors } = await stage([
      row("c1"),
      row("c2", { company_type: undefined }),
      row("c3", { street2: undefined, company_type: undefined }),
      row("c4", { extra: "x" }),
      row("c5", { mastadmin_email: districtAdmin.email }),
    ]);
    expect(errors).toEqual([[], [], [M.tooFewColumns], [M.tooManyColumns], [M.adminEmailTaken]]);
  });

  it("creates the valid schools under the district with their master administrator and welcome e-mails; the bad row is not applied", async () => {
    const { ref, checkCtx } = await stage([row("a1"), row("a2", { company_type: undefined }), row("a3", { company: "" })], district.id);
    expect(await kind.plan(checkCtx, ZSchoolsProcessOptions.parse({}))).toMatchObject({ created: 2, updated: 0, skipped: 0 });

    expect(await apply(ref, { welcomeEmail: true, password: { passwordMode: "manual", password: "Welcome-2026" } })).toEqual({ created: 2, updated: 0, skipped: 0 });
    const schools = (await schoolsOf(district.id)).filter((s) => s.name.includes(tag) && s.schoolProfile?.externalId?.startsWith("SLN-a"));
    expect(schools.map((s) => s.name)).toEqual([`School a1 ${tag}`, `School a2 ${tag}`]);
    for (const school of schools) {
      expect(school.kind).toBe("SCHOOL");
      expect(school.path).toBe(`${district.path}${school.id}/`);
      expect(school.users).toHaveLength(1);
      const [admin] = school.users;
      expect(admin!.roles).toEqual([{ roleId: 1 }]);
      expect(admin!.mustChangePassword).toBe(true);
      expect(await verifyPassword(admin!.passwordHash, "Welcome-2026")).toBe(true);
    }
    expect(schools[0]!.schoolProfile).toMatchObject({ externalId: `SLN-a1-${tag}`, street: "a1 Main St", zip: "62701", receiptEmail: `office-a1-${tag}@schools.test` });

    const mail = await t.db.outboundEmail.findMany({ where: { toAddress: { in: [`master-a1-${tag}@schools.test`, `master-a2-${tag}@schools.test`] } } });
    expect(mail).toHaveLength(2);
    expect(mail.every((m) => m.purpose === "school_welcome" && m.status === "QUEUED" && m.textBody.includes("Password: Welcome-2026"))).toBe(true);
  });

  it("changes nothing when the same file is processed again (matched by locator number)", async () => {
    const rows = [row("r1"), row("r2")];
    const first = await stage(rows);
    expect(await apply(first.ref, { welcomeEmail: false })).toEqual({ created: 2, updated: 0, skipped: 0 });
    const before = await schoolsOf(district.id);

    const again = await stage(rows);
    expect(again.errors).toEqual([[], []]);
    expect(await kind.plan(again.checkCtx, ZSchoolsProcessOptions.parse({}))).toMatchObject({ created: 0, updated: 0, skipped: 2 });
    expect(await apply(again.ref, { welcomeEmail: false })).toEqual({ created: 0, updated: 0, skipped: 2 });
    expect(await schoolsOf(district.id)).toEqual(before);
    // Re-applying the same batch (a resumed job) creates nothing either.
    expect(await apply(first.ref)).toEqual({ created: 0, updated: 0, skipped: 2 });
  });

  it("generates a password per administrator when not manual, and sends no e-mail when not asked", async () => {
    const { ref } = await stage([row("g1")]);
    expect(await apply(ref, { welcomeEmail: false, password: { passwordMode: "generate" } })).toEqual({ created: 1, updated: 0, skipped: 0 });
    const user = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: `master-g1-${tag}@schools.test` } });
    expect(await verifyPassword(user.passwordHash, "Welcome-2026")).toBe(false);
    expect(await t.db.outboundEmail.count({ where: { toAddress: user.email } })).toBe(0);
  });

  it("updates the details of a school the district has when a later file changes them, and nothing else", async () => {
    const first = await stage([row("u1")]);
    await apply(first.ref, { welcomeEmail: false });
    const admin = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: `master-u1-${tag}@schools.test` } });
    const changed = await stage([row("u1", { company: `Renamed u1 ${tag}`, zip: "62799", mastadmin_email: `someone-else-${tag}@schools.test` })]);
    expect(changed.errors).toEqual([[]]);
    expect(await kind.plan(changed.checkCtx, ZSchoolsProcessOptions.parse({}))).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect(await apply(changed.ref)).toEqual({ created: 0, updated: 1, skipped: 0 });
    const school = await t.db.company.findUniqueOrThrow({ where: { id: admin.companyId }, select: { name: true, schoolProfile: { select: { zip: true } } } });
    expect(school).toEqual({ name: `Renamed u1 ${tag}`, schoolProfile: { zip: "62799" } });
    // The master administrator stays who they were; nobody new is created or mailed.
    expect(await t.db.user.count({ where: { companyId: admin.companyId } })).toBe(1);
    expect(await t.db.user.count({ where: { emailNormalized: `someone-else-${tag}@schools.test` } })).toBe(0);
  });

  it("creates a school once when the file names it twice (the later row updates it), and skips a row whose e-mail was taken after the check", async () => {
    const { ref } = await stage([row("d1"), row("d1", { company: "Same locator, other name" }), row("d2")]);
    await t.fixtures.user({ company: otherDistrict, label: "taker" }).then((u) =>
      t.db.user.update({ where: { id: u.id }, data: { email: `master-d2-${tag}@schools.test`, emailNormalized: `master-d2-${tag}@schools.test` } }),
    );
    expect(await apply(ref)).toEqual({ created: 1, updated: 1, skipped: 1 });
  });
  it("creates a school once when two uploads of the same district apply it at the same time", async () => {
    const first = await stage([row("c-1")]);
    const second = await stage([row("c-1")]);
    const results = await Promise.all([apply(first.ref, { welcomeEmail: false }), apply(second.ref, { welcomeEmail: false })]);
    expect(results.map((r) => r.created).sort()).toEqual([0, 1]);
    expect(await t.db.schoolProfile.count({ where: { externalId: `SLN-c-1-${tag}` } })).toBe(1);
  });
});
