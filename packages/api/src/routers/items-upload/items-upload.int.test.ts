/**
 * The item upload (kind `items`) through the uploads router on a real database and the real
 * pg-boss queue: new items from a base item (settings, custom fields, targets copied; the rows'
 * cells override), drafts in a catalog, updates by code, errors per row, purge 1 and 2 (confirmed,
 * keeping what must stay), and re-processing a finished key changing nothing.
 */
import { createPool } from "@paydesk/db";
import { outboxTransport, startUploadQueue } from "@paydesk/services";
import { describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { ITEM_UPLOAD_ROW_MESSAGES as M, ITEM_UPLOAD_START_MESSAGES as S, PAYMENT_MESSAGES as P } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builderSetup, school as module } from "@paydesk/tests/builder-site";

const quiet = { info: () => undefined, error: () => undefined };

describeDb("item upload (kind items)", (t) => {
  const b = builderSetup(t);
  let s: Awaited<ReturnType<typeof b.site>>;
  let baseId: number;
  let pool: ReturnType<typeof createPool>;
  let queue: Awaited<ReturnType<typeof startUploadQueue>>;

  beforeAll(async () => {
    s = await b.site();
    const base = await s.master.caller.itemBuilder.create(
      b.readyForm(s, {
        title: `Base ${uniqueSuffix()}`,
        amountCents: 1000,
        customFields: [
          { label: "Size", type: "dropdown", values: ["Small", "Large"] },
          { label: "Ref", type: "hiddentext", defaultValue: "R-0" },
        ],
        targets: [{ kind: "grade", value: "9" }],
      }),
    );
    baseId = base.itemId;
    pool = createPool(t.url, { max: 2 });
    queue = await startUploadQueue(pool, { db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }, quiet, { rangeRows: 2 });
  });
  afterAll(async () => {
    await queue?.stop();
    await pool?.end();
  });

  const caller = () => s.master.caller;
  const batchOf = (key: string) => t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });

  async function staged(options: Record<string, unknown>, rows: Record<string, string>[]) {
    const { tableKey, extras } = await caller().uploads.start({ module, kind: "items", companyId: s.company.id, options });
    const added = await caller().uploads.addRows({ module, key: tableKey, rows, firstRowNo: 1 });
    return { key: tableKey, extras, rows: added.rows };
  }

  async function processed(key: string, options: Record<string, unknown> = {}) {
    await caller().uploads.process({ module, key, options });
    await expect.poll(async () => (await batchOf(key)).status, { timeout: 20_000, interval: 100 }).toMatch(/DONE|FAILED|CANCELLED/);
    return caller().uploads.summary({ module, key });
  }

  const itemsTitled = (titles: string[]) =>
    t.db.item.findMany({
      where: { title: { in: titles } },
      include: { customFields: { orderBy: { position: "asc" } }, targets: true },
      orderBy: { title: "asc" },
    });

  describe("start", () => {
    it("answers the base item and refuses a start without an item or catalog with the product's messages", async () => {
      const { extras } = await caller().uploads.start({ module, kind: "items", companyId: s.company.id, options: { itemId: baseId } });
      expect(extras).toMatchObject({ baseItemId: baseId, mode: "create" });
      await expectTRPCError(caller().uploads.start({ module, kind: "items", options: {} }), "BAD_REQUEST", S.selectItem);
      await expectTRPCError(caller().uploads.start({ module, kind: "items", options: { source: "catalog" } }), "BAD_REQUEST", S.selectCatalog);
      await expectTRPCError(caller().uploads.start({ module, kind: "items", options: { source: "new-catalog", catalogName: " " } }), "BAD_REQUEST", S.enterCatalog);
    });

    it("refuses a base item of another site", async () => {
      const other = await t.db.item.create({ data: { companyId: s.sibling.id, code: `X${uniqueSuffix()}`, slug: "x", title: "Other" } });
      await expectTRPCError(
        caller().uploads.start({ module, kind: "items", companyId: s.company.id, options: { itemId: other.id } }),
        "BAD_REQUEST",
        S.noSuchBaseItem,
      );
    });

    it("creates a new catalog by name once and reuses it", async () => {
      const name = `Catalog ${uniqueSuffix()}`;
      const first = await caller().uploads.start({ module, kind: "items", companyId: s.company.id, options: { source: "new-catalog", catalogName: name } });
      const again = await caller().uploads.start({ module, kind: "items", companyId: s.company.id, options: { source: "new-catalog", catalogName: name.toUpperCase() } });
      expect(first.extras.catalogId).toBeTypeOf("number");
      expect(again.extras.catalogId).toBe(first.extras.catalogId);
    });
  });

  describe("rows", () => {
    it("answers each row's messages in order; a bad row does not block the others", async () => {
      const { rows } = await staged({ itemId: baseId }, [
        { title: "Good one" },
        { title: "", amount: "abc", grades: "Senior" },
        { title: "Bad refs", payee: "No such payee", categ_name: "Nope", groups: "Ghosts", cf_1: "Huge", cf_3: "x" },
        { title: "Has code", code: "ABC" },
      ]);
      expect(rows.map((row) => row.errors)).toEqual([
        [],
        [M.titleRequired, M.dollarRange, M.gradeTooLong],
        [M.unknownCategory, M.unknownPayee, M.unknownGroup("Ghosts"), M.notAnOption(1, "Huge"), M.noCustomField(3)],
        [M.codeNotForNewItems],
      ]);
    });

    it("refuses a price the cart would refuse on a published Fixed item, new (from an active base) or updated; drafts take it", async () => {
      const { rows } = await staged({ itemId: baseId }, [{ title: "Free", amount: "0" }, { title: "A cent", amount: "0.01" }, { title: "Two cents", amount: "0.02" }]);
      expect(rows.map((row) => row.errors)).toEqual([[P.minimumPayment], [P.minimumPayment], []]);
      const tag = uniqueSuffix();
      const { key: createKey } = await staged({ itemId: baseId }, [{ title: `Mug ${tag}`, amount: "8" }]);
      await processed(createKey);
      const [mug] = await itemsTitled([`Mug ${tag}`]);
      const updates = await staged({ mode: "update" }, [{ code: mug!.code, amount: "0" }]);
      expect(updates.rows.map((row) => row.errors)).toEqual([[P.minimumPayment]]);
      // A catalog's new items are drafts: any price in range, readiness decides later.
      const catalog = await t.fixtures.category(s.company, `Catalog ${tag}`);
      const drafts = await staged({ source: "catalog", catalogId: catalog.id }, [
        { title: `Free draft ${tag}`, payee: s.own.payee.name, chart_of_accounts: s.own.coa.number, amount: "0" },
      ]);
      expect(drafts.rows[0]!.errors).toEqual([]);
    });

    it("re-checks a fixed row", async () => {
      const { key, rows } = await staged({ itemId: baseId }, [{ title: "", amount: "1" }]);
      const fixed = await caller().uploads.updateRow({ module, key, id: rows[0]!.id, data: { title: "Fixed", amount: "1" } });
      expect(fixed.errors).toEqual([]);
    });
  });

  describe("processing", () => {
    it("creates items from the base item: its settings, custom fields and targets, with the rows' cells on top", async () => {
      const tag = uniqueSuffix();
      const titles = [`Hoodie ${tag}`, `Mug ${tag}`, `Pen ${tag}`];
      const { key } = await staged({ itemId: baseId }, [
        { title: titles[0]!, amount: "35.50", tax: "8.25", cf_1: "Large", cf_2: "R-7", groups: s.own.group.name },
        { title: titles[1]!, convenience_fee: "1.25", available_items: "40", description: "<p>Mug</p><script>x</script>" },
        { title: titles[2]!, amount: "oops" },
      ]);
      const summary = await processed(key);
      expect(summary).toMatchObject({ status: "DONE", counts: { created: 2, invalid: 1 } });
      const [hoodie, mug] = await itemsTitled(titles);
      const base = await t.db.item.findUniqueOrThrow({ where: { id: baseId } });
      expect(hoodie).toMatchObject({
        companyId: s.company.id,
        categoryId: base.categoryId,
        settlementAccountId: base.settlementAccountId,
        coaId: base.coaId,
        amountCents: 3550,
        taxEnabled: true,
        taxRateHundredths: 825,
        status: base.status,
      });
      expect(hoodie!.code).not.toBe(mug!.code);
      expect(hoodie!.customFields.map((f) => [f.label, f.defaultValue])).toEqual([
        ["Size", "Large"],
        ["Ref", "R-7"],
      ]);
      expect(hoodie!.targets).toEqual([expect.objectContaining({ kind: "GROUP", groupId: s.own.group.id })]);
      expect(mug).toMatchObject({ amountCents: 1000, feeType: "FIXED", feeCents: 125, quantityAvailable: 40, description: "<p>Mug</p>" });
      expect(mug!.targets).toEqual([expect.objectContaining({ kind: "GRADE", value: "9" })]);
      expect(mug!.customFields.map((f) => f.defaultValue)).toEqual([null, "R-0"]);
    });

    it("re-processing a finished key changes nothing", async () => {
      const title = `Once ${uniqueSuffix()}`;
      const { key } = await staged({ itemId: baseId }, [{ title }]);
      await processed(key);
      const again = await caller().uploads.process({ module, key, options: {} });
      expect(again).toMatchObject({ status: "DONE", readyForStep3: true });
      expect(await t.db.item.count({ where: { title } })).toBe(1);
    });

    it("updates items named by code; empty cells keep what is there", async () => {
      const tag = uniqueSuffix();
      const { key: createKey } = await staged({ itemId: baseId }, [{ title: `Cap ${tag}`, amount: "12" }]);
      await processed(createKey);
      const [cap] = await itemsTitled([`Cap ${tag}`]);
      const { key, rows } = await staged({ mode: "update" }, [
        { code: cap!.code, title: `Cap v2 ${tag}`, shipping: "4.00", grades: "10;11" },
        { code: "NO-SUCH-CODE", title: "x" },
        { title: "no code" },
      ]);
      expect(rows.map((row) => row.errors)).toEqual([[], [M.unknownCode], [M.codeRequired]]);
      const summary = await processed(key);
      expect(summary.counts).toMatchObject({ updated: 1, created: 0, invalid: 2 });
      const updated = await t.db.item.findUniqueOrThrow({ where: { id: cap!.id }, include: { targets: true } });
      expect(updated).toMatchObject({ title: `Cap v2 ${tag}`, amountCents: 1200, shippingEnabled: true, shippingCents: 400, slug: cap!.slug });
      expect(updated.targets.map((target) => target.value).sort()).toEqual(["10", "11"]);
    });

    it("creates drafts in a catalog without a base item, needing a payee and an account", async () => {
      const catalog = await t.fixtures.category(s.company, `Catalog ${uniqueSuffix()}`);
      const title = `Draft ${uniqueSuffix()}`;
      const { key, rows } = await staged({ source: "catalog", catalogId: catalog.id }, [
        { title, payee: s.own.payee.name, chart_of_accounts: s.own.coa.number, amount: "5" },
        { title: "No account", payee: s.own.payee.name },
        { title: "No payee", chart_of_accounts: s.own.coa.number },
      ]);
      expect(rows.map((row) => row.errors)).toEqual([[], [M.accountRequired], [M.payeeRequired]]);
      await processed(key);
      const [draft] = await itemsTitled([title]);
      expect(draft).toMatchObject({ categoryId: catalog.id, status: "DRAFT", isDraft: true, active: false, visible: false, coaId: s.own.coa.id });
    });
  });

  describe("access", () => {
    it("keeps a category-restricted administrator to their categories: the base item, and rows naming another", async () => {
      const other = await t.fixtures.category(s.company, `Other ${uniqueSuffix()}`);
      const limited = await b.adminAt(s.company, { roleIds: [], permissions: ["uploads.manage", "items.manage"], categoryIds: [s.own.category.id] });
      const { tableKey } = await limited.caller.uploads.start({ module, kind: "items", companyId: s.company.id, options: { itemId: baseId } });
      const added = await limited.caller.uploads.addRows({ module, key: tableKey, rows: [{ title: "X", categ_name: other.name }, { title: "Y" }], firstRowNo: 1 });
      expect(added.rows.map((row) => row.errors)).toEqual([[M.categoryNotAllowed], []]);
      const outside = await t.db.item.create({ data: { companyId: s.company.id, categoryId: other.id, code: `O${uniqueSuffix()}`, slug: "o", title: "Outside" } });
      await expectTRPCError(
        limited.caller.uploads.start({ module, kind: "items", companyId: s.company.id, options: { itemId: outside.id } }),
        "FORBIDDEN",
        M.categoryNotAllowed,
      );
    });

    it("refuses a start without uploads.manage", async () => {
      const reader = await b.adminAt(s.company, { roleIds: [], permissions: ["items.manage", "uploads.view"] });
      await expectTRPCError(reader.caller.uploads.start({ module, kind: "items", companyId: s.company.id, options: { itemId: baseId } }), "FORBIDDEN");
    });
  });

  describe("purge modes", () => {
    async function catalogWith(titles: string[]) {
      const catalog = await t.fixtures.category(s.company, `Purge ${uniqueSuffix()}`);
      const items = [];
      for (const title of titles) {
        items.push(await t.db.item.create({ data: { companyId: s.company.id, categoryId: catalog.id, code: `P${uniqueSuffix()}`, slug: "p", title } }));
      }
      return { catalog, items };
    }

    it("1 moves what the file lacks to the trash; the plan says so first", async () => {
      const { catalog, items } = await catalogWith(["Keep me", "Lose me"]);
      const { key } = await staged({ mode: "update", source: "catalog", catalogId: catalog.id }, [{ code: items[0]!.code, amount: "3" }]);
      const plan = await caller().uploads.plan({ module, key, options: { purgeMode: 1 } });
      expect(plan).toMatchObject({ updated: 1, deactivated: 1, deleted: 0 });
      expect(plan.notes).toEqual([`Moved to the trash: Lose me (${items[1]!.code})`]);
      await processed(key, { purgeMode: 1 });
      const after = await t.db.item.findMany({ where: { categoryId: catalog.id }, orderBy: { title: "asc" } });
      expect(after.map((item) => [item.title, item.status, item.amountCents])).toEqual([
        ["Keep me", "ACTIVE", 300],
        ["Lose me", "TRASH", 0],
      ]);
    });

    it("2 needs confirm, deletes what the file lacks and trashes what has payments instead", async () => {
      const { catalog, items } = await catalogWith(["Stay", "Go", "Paid"]);
      await expectTRPCError(caller().uploads.plan({ module, key: (await staged({ mode: "update", source: "catalog", catalogId: catalog.id }, [{ code: items[0]!.code }])).key, options: { purgeMode: 2 } }), "BAD_REQUEST", S.confirmHardPurge);
      // Something the database must keep: the paid item sits in a package.
      const bundle = await t.db.item.create({ data: { companyId: s.company.id, code: `B${uniqueSuffix()}`, slug: "b", title: "Bundle", type: "MULTI" } });
      await t.db.itemBundleEntry.create({ data: { bundleId: bundle.id, itemId: items[2]!.id, position: 0 } });
      const { key } = await staged({ mode: "update", source: "catalog", catalogId: catalog.id }, [{ code: items[0]!.code }]);
      const plan = await caller().uploads.plan({ module, key, options: { purgeMode: 2, confirm: true } });
      expect(plan).toMatchObject({ deleted: 1, deactivated: 1 });
      const summary = await processed(key, { purgeMode: 2, confirm: 1 });
      expect(summary.counts).toMatchObject({ updated: 1, deleted: 1, deactivated: 1 });
      const after = await t.db.item.findMany({ where: { categoryId: catalog.id }, orderBy: { title: "asc" } });
      expect(after.map((item) => [item.title, item.status])).toEqual([
        ["Paid", "TRASH"],
        ["Stay", "ACTIVE"],
      ]);
      expect(await t.db.itemUploadItem.count({ where: { batchId: (await batchOf(key)).id } })).toBe(0);
    });

    it("refuses a purge without a catalog", async () => {
      const { key } = await staged({ mode: "update" }, [{ code: "whatever" }]);
      await expectTRPCError(caller().uploads.plan({ module, key, options: { purgeMode: 1 } }), "BAD_REQUEST", S.purgeNeedsCatalog);
    });
  });
});
