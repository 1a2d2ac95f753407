/**
 * The chart-of-accounts upload (docs/product/uploads.md) through createCaller on a real
 * database and the real `uploads.process` queue: the row rules with their messages, a row fixed
 * in place, the plan, processing (new accounts created, known ones updated, unchanged ones
 * skipped), processing the same key again changing nothing, and who may upload into which chart.
 */
import { createPool } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { outboxTransport, startUploadQueue } from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { COA_ACCOUNT_MESSAGES, COA_UPLOAD_MESSAGES, coaUploadSiteMessage } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, callerFor } from "@paydesk/tests/callers";

const module = "school" as const;
const quiet = { info: () => undefined, error: () => undefined };

describeDb("coa upload (uploads.* with kind coa)", (t) => {
  let pool: ReturnType<typeof createPool>;
  let queue: Awaited<ReturnType<typeof startUploadQueue>>;

  beforeAll(async () => {
    pool = createPool(t.url, { max: 2 });
    queue = await startUploadQueue(pool, { db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }, quiet, { rangeRows: 2 });
  });
  afterAll(async () => {
    await queue?.stop();
    await pool?.end();
  });

  /** A school under a district with a payee whose chart has 4100 Tuition (private) and sub account 10. */
  async function school() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const company = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const payee = await t.fixtures.payee(company);
    const siblingPayee = await t.fixtures.payee(sibling);
    const districtPayee = await t.fixtures.payee(district);
    await t.db.chartAccount.create({ data: { payeeId: payee.id, number: "4100", name: "Tuition" } });
    await t.db.chartAccount.create({ data: { payeeId: payee.id, number: "4200", name: "Lab", isShared: true } });
    await t.db.chartAccount.create({ data: { payeeId: payee.id, number: "10", name: "Sub", kind: "SUB" } });
    const manager = await t.fixtures.actor(await t.fixtures.user({ company, permissions: ["uploads.manage", "coa.manage"] }));
    return { district, company, sibling, payee, siblingPayee, districtPayee, manager };
  }

  async function start(actor: Actor, company: FixtureCompany, payeeId: number, coaKind?: "PRIMARY" | "SUB") {
    const caller = callerFor(t.db, actor);
    const { tableKey } = await caller.uploads.start({ module, kind: "coa", companyId: company.id, options: { payeeId, coaKind } });
    return { caller, key: tableKey };
  }

  /** A school's upload into its payee's chart with `rows` staged from line 1. */
  async function startedWith(rows: Record<string, string>[]) {
    const s = await school();
    const { caller, key } = await start(s.manager, s.company, s.payee.id);
    const added = await caller.uploads.addRows({ module, key, firstRowNo: 1, rows });
    return { caller, key, added };
  }

  const batchOf = (key: string) => t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
  async function processedToEnd(caller: Caller, key: string) {
    await caller.uploads.process({ module, key, options: {} });
    await expect.poll(async () => (await batchOf(key)).status, { timeout: 20_000, interval: 100 }).toMatch(/DONE|FAILED|CANCELLED/);
    return caller.uploads.process({ module, key, options: {} });
  }
  const chartOf = (payeeId: number, kind: "PRIMARY" | "SUB" = "PRIMARY") =>
    t.db.chartAccount.findMany({ where: { payeeId, kind }, select: { number: true, name: true, isShared: true, updatedAt: true }, orderBy: { number: "asc" } });

  it("keeps the duplicate marks true when a row sharing a number is fixed or removed: the later row is the duplicate", async () => {
    const { caller, key, added } = await startedWith([
      { account: "5000", name: "First" },
      { account: "5000", name: "Second" },
      { account: "5100", name: "Third" },
    ]);
    const [first, second, third] = added.rows.map((r) => r.id);
    expect(added.rows.map((r) => r.errors)).toEqual([[], [COA_UPLOAD_MESSAGES.duplicateInFile], []]);
    const errorsNow = async () => (await caller.uploads.rows({ module, key })).rows.map((r) => r.errors);

    // The first row takes another number: the second is no longer a duplicate.
    expect((await caller.uploads.updateRow({ module, key, id: first!, data: { account: "5001", name: "First" } })).errors).toEqual([]);
    expect(await errorsNow()).toEqual([[], [], []]);
    // The third takes the first's new number: it is the later row, so it is the one marked.
    expect((await caller.uploads.updateRow({ module, key, id: third!, data: { account: "5001", name: "Third" } })).errors).toEqual([COA_UPLOAD_MESSAGES.duplicateInFile]);
    // The first changes back to the second's number: the second (later) is marked again, the third is free.
    await caller.uploads.updateRow({ module, key, id: first!, data: { account: "5000", name: "First" } });
    expect(await errorsNow()).toEqual([[], [COA_UPLOAD_MESSAGES.duplicateInFile], []]);
    // The first is removed: the second stands alone.
    await caller.uploads.removeRow({ module, key, id: first! });
    expect(await errorsNow()).toEqual([[], []]);
    expect((await caller.uploads.getRow({ module, key, id: second! })).errors).toEqual([]);
  });

  it("checks every row with the product's messages, fixes one in place, plans, processes and re-processing changes nothing", async () => {
    const s = await school();
    const { caller, key } = await start(s.manager, s.company, s.payee.id);
    const added = await caller.uploads.addRows({
      module,
      key,
      firstRowNo: 1,
      rows: [
        { account: "4100", name: "Tuition and fees", is_shared: "0", site_id: String(s.company.id) }, // update
        { account: "4200", name: "Lab", is_shared: "1", site_id: "" }, // unchanged: skip
        { account: "4300", name: "", is_shared: "0" }, // no name
        { account: "4400", name: "Band", is_shared: "yes" }, // bad flag
        { account: "4500", name: "Trips", site_id: String(s.sibling.id) }, // another site
        { account: "", name: "No number" },
        { account: "4600", name: "Books", is_shared: "1" }, // create
      ],
    });
    expect(added.rows.map((r) => r.errors)).toEqual([
      [],
      [],
      [COA_ACCOUNT_MESSAGES.nameRequired],
      [COA_UPLOAD_MESSAGES.isSharedInvalid],
      [coaUploadSiteMessage(s.company.id)],
      [COA_ACCOUNT_MESSAGES.numberRequired],
      [],
    ]);

    // A number already staged by an earlier chunk (or earlier in the same one) is a duplicate.
    const second = await caller.uploads.addRows({
      module,
      key,
      firstRowNo: 8,
      rows: [
        { account: "4600", name: "Books again" },
        { account: "4700", name: "Music" },
        { account: "4700", name: "Music again" },
      ],
    });
    expect(second.rows.map((r) => r.errors)).toEqual([[COA_UPLOAD_MESSAGES.duplicateInFile], [], [COA_UPLOAD_MESSAGES.duplicateInFile]]);

    const invalid = await caller.uploads.rows({ module, key, onlyErrors: true });
    expect(invalid.counts).toEqual({ total: 10, invalid: 6 });
    const byRowNo = new Map(invalid.rows.map((r) => [r.rowNo, r]));

    // Fixed in place: checked again; a fix that is still wrong says why.
    const fixed = await caller.uploads.updateRow({ module, key, id: byRowNo.get(3)!.id, data: { account: "4300", name: "Clubs", is_shared: "0" } });
    expect(fixed.errors).toEqual([]);
    const stillWrong = await caller.uploads.updateRow({ module, key, id: byRowNo.get(4)!.id, data: { account: "4400", name: "Band", is_shared: "2" } });
    expect(stillWrong.errors).toEqual([COA_UPLOAD_MESSAGES.isSharedInvalid]);
    await caller.uploads.updateRow({ module, key, id: byRowNo.get(4)!.id, data: { account: "4400", name: "Band", is_shared: "1" } });
    await caller.uploads.removeRow({ module, key, id: byRowNo.get(8)!.id });

    // Left: 4500 (other site), the row without a number, the second 4700.
    const plan = await caller.uploads.plan({ module, key, options: {} });
    expect(plan).toMatchObject({ total: 9, invalid: 3, created: 4, updated: 1, skipped: 1 });

    const before = await chartOf(s.payee.id);
    const done = await processedToEnd(caller, key);
    expect(done).toMatchObject({ status: "DONE", readyForStep3: true });
    const summary = await caller.uploads.summary({ module, key });
    expect(summary.counts).toMatchObject({ created: 4, updated: 1, skipped: 1 });

    const after = await chartOf(s.payee.id);
    expect(after.map(({ number, name, isShared }) => ({ number, name, isShared }))).toEqual([
      { number: "4100", name: "Tuition and fees", isShared: false },
      { number: "4200", name: "Lab", isShared: true },
      { number: "4300", name: "Clubs", isShared: false },
      { number: "4400", name: "Band", isShared: true },
      { number: "4600", name: "Books", isShared: true },
      { number: "4700", name: "Music", isShared: false },
    ]);
    // The unchanged account was not written; the sub accounts are another chart.
    expect(after.find((a) => a.number === "4200")!.updatedAt).toEqual(before.find((a) => a.number === "4200")!.updatedAt);
    expect((await chartOf(s.payee.id, "SUB")).map((a) => a.number)).toEqual(["10"]);

    // The same key again: nothing changes.
    const again = await caller.uploads.process({ module, key, options: {} });
    expect(again.status).toBe("DONE");
    expect(await chartOf(s.payee.id)).toEqual(after);
    expect((await caller.uploads.summary({ module, key })).counts).toEqual(summary.counts);
  });

  it("the same file uploaded again updates nothing: every row is skipped", async () => {
    const s = await school();
    const rows: Record<string, string>[] = [
      { account: "5100", name: "Fees" },
      { account: "5200", name: "Dues", is_shared: "1" },
      { account: "5300", name: "Gifts" },
    ];
    const first = await start(s.manager, s.company, s.payee.id);
    await first.caller.uploads.addRows({ module, key: first.key, rows, firstRowNo: 1 });
    await processedToEnd(first.caller, first.key);
    const after = await chartOf(s.payee.id);

    const second = await start(s.manager, s.company, s.payee.id);
    await second.caller.uploads.addRows({ module, key: second.key, rows, firstRowNo: 1 });
    expect(await second.caller.uploads.plan({ module, key: second.key, options: {} })).toMatchObject({ created: 0, updated: 0, skipped: 3 });
    await processedToEnd(second.caller, second.key);
    expect((await second.caller.uploads.summary({ module, key: second.key })).counts).toMatchObject({ created: 0, updated: 0, skipped: 3 });
    expect(await chartOf(s.payee.id)).toEqual(after);
  });

  it("fills the sub-account chart when asked", async () => {
    const s = await school();
    const { caller, key } = await start(s.manager, s.company, s.payee.id, "SUB");
    await caller.uploads.addRows({ module, key, rows: [{ account: "10", name: "Sub renamed" }, { account: "4100", name: "A sub 4100" }], firstRowNo: 1 });
    await processedToEnd(caller, key);
    expect((await chartOf(s.payee.id, "SUB")).map(({ number, name }) => ({ number, name }))).toEqual([
      { number: "10", name: "Sub renamed" },
      { number: "4100", name: "A sub 4100" },
    ]);
    expect((await chartOf(s.payee.id)).find((a) => a.number === "4100")!.name).toBe("Tuition");
  });

  describe("access", () => {
    it("refuses a payee outside the actor's subtree, or of another site than the upload's", async () => {
      const s = await school();
      const caller = callerFor(t.db, s.manager);
      await expectTRPCError(
        caller.uploads.start({ module, kind: "coa", companyId: s.company.id, options: { payeeId: s.siblingPayee.id } }),
        "NOT_FOUND",
      );
      const districtManager = await t.fixtures.actor(await t.fixtures.user({ company: s.district, permissions: ["uploads.manage"] }));
      // The district may upload into the school's chart only as the school's upload.
      await expectTRPCError(
        callerFor(t.db, districtManager).uploads.start({ module, kind: "coa", companyId: s.district.id, options: { payeeId: s.payee.id } }),
        "BAD_REQUEST",
      );
      const ok = await callerFor(t.db, districtManager).uploads.start({ module, kind: "coa", companyId: s.company.id, options: { payeeId: s.payee.id } });
      expect(ok.tableKey).toBeTruthy();
    });

    it("without a payee, fills the chart of the company's default settlement account (its oldest own)", async () => {
      const s = await school();
      const defaulted = await callerFor(t.db, s.manager).uploads.start({ module, kind: "coa", companyId: s.company.id, options: {} });
      expect(defaulted.extras).toMatchObject({ payeeId: s.payee.id });
    });

    it("needs uploads.manage, and another site's manager is refused the key (an unknown key is not found)", async () => {
      const s = await school();
      const viewer = await t.fixtures.actor(await t.fixtures.user({ company: s.company, permissions: ["coa.manage"] }));
      await expectTRPCError(
        callerFor(t.db, viewer).uploads.start({ module, kind: "coa", companyId: s.company.id, options: { payeeId: s.payee.id } }),
        "FORBIDDEN",
      );
      const { key } = await start(s.manager, s.company, s.payee.id);
      const stranger = await t.fixtures.actor(await t.fixtures.user({ company: s.sibling, permissions: ["uploads.manage"] }));
      await expectTRPCError(callerFor(t.db, stranger).uploads.rows({ module, key }), "FORBIDDEN");
      await expectTRPCError(callerFor(t.db, stranger).uploads.rows({ module, key: "no-such-key" }), "NOT_FOUND");
    });
  });
});
