/**
 * The item lists and their mass actions (docs/product/items-and-fees.md) through createCaller on a real
 * database: who may call what, company scope and category restrictions on every item touched,
 * the list's filters, sorts and paging, draft and visibility rules, trash / delete / restore,
 * the paid / not-paid switches, totals and the public pay-for-item link. Every item is made here,
 * in a company of its own, so the seed's items never change what a list shows.
 */
import type { Prisma } from "@paydesk/db";
import { payForItemPath } from "@paydesk/domain";
import {
  describeDb,
  expectTRPCError,
  uniqueSuffix,
  type FixtureCompany,
  type UserOptions,
} from "@paydesk/tests/harness";
import {
  AUTH_MESSAGES,
  CUSTOM_FIELD_MESSAGES,
  ITEM_FORM_MESSAGES,
  ITEM_LIST_MESSAGES,
  ITEM_MESSAGES,
  ITEM_READINESS_MESSAGES,
  PAYMENT_MESSAGES,
} from "@paydesk/validators";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { describeError } from "../../errors.ts";
import { callerFor } from "@paydesk/tests/callers";

const school = "school" as const;

describeDb("items router", (t) => {

  async function adminAt(company: FixtureCompany, options: Omit<UserOptions, "company"> = {}) {
    const user = await t.fixtures.user({ company, label: "items", roleIds: [1], permissions: [], ...options });
    return { user, caller: callerFor(t.db, await t.fixtures.actor(user)) };
  }

  type ItemData = Partial<Omit<Prisma.ItemUncheckedCreateInput, "companyId" | "code">>;
  async function item(company: FixtureCompany, data: ItemData = {}) {
    const code = `L${uniqueSuffix()}`;
    return t.db.item.create({ data: { companyId: company.id, code, slug: code, title: `Item ${code}`, ...data } });
  }

  async function payee(company: FixtureCompany, name: string) {
    return t.db.settlementAccount.create({ data: { companyId: company.id, name, reference: `R-${uniqueSuffix()}` } });
  }

  /** A primary account of a payee of the company (the chart is kept per payee). */
  async function primaryAccount(company: FixtureCompany) {
    const fund = await payee(company, `Fund ${uniqueSuffix()}`);
    return t.db.chartAccount.create({ data: { payeeId: fund.id, number: uniqueSuffix(), name: "Revenue", kind: "PRIMARY" } });
  }

  /** A school with a master administrator: the usual caller. */
  async function site() {
    const company = await t.fixtures.company();
    const master = await adminAt(company);
    return { company, master };
  }

  const stateOf = (id: number) =>
    t.db.item.findUniqueOrThrow({ where: { id }, select: { status: true, isDraft: true, active: true, visible: true } });
  const audits = (action: string, id: number) =>
    t.db.auditEvent.findMany({ where: { action, entityId: String(id) }, orderBy: { id: "asc" } });
  const codesOf = (page: { items: { code: string }[] }) => page.items.map((i) => i.code);

  async function order(
    company: FixtureCompany,
    status: "PAID" | "PARTIAL" | "REFUNDED" | "VOID",
    lines: { itemId: number; totalCents: number; studentId?: number }[],
  ) {
    const total = lines.reduce((sum, l) => sum + l.totalCents, 0);
    return t.db.order.create({
      data: {
        companyId: company.id,
        source: "TERMINAL",
        status,
        payerName: "Pat Payer",
        totalCents: total,
        paidCents: status === "PAID" ? total : 0,
        lines: { create: lines.map((l) => ({ ...l, quantity: 1, amountCents: l.totalCents })) },
      },
    });
  }

  describe("who may call it", () => {
    it("answers 401 to a signed-out caller, except for the public pay-for-item link", async () => {
      const { company } = await site();
      const live = await item(company);
      const caller = callerFor(t.db, null);
      await expectTRPCError(caller.items.list({ module: school }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(caller.items.saveAsDraft({ module: school, itemCodes: [live.code] }), "UNAUTHORIZED");
      await expectTRPCError(caller.items.checkDraft({ module: school, itemCodes: [live.code] }), "UNAUTHORIZED");
      await expectTRPCError(
        caller.items.patch({ module: school, itemCode: live.code, values: { active: false } }),
        "UNAUTHORIZED",
      );
      await expectTRPCError(caller.items.remove({ module: school, itemCodes: [live.code], mode: "soft" }), "UNAUTHORIZED");
      await expectTRPCError(caller.items.restore({ module: school, itemCode: live.code }), "UNAUTHORIZED");
      await expectTRPCError(caller.items.setPnp({ module: school, itemCode: live.code, checked: true }), "UNAUTHORIZED");
      await expectTRPCError(caller.items.massSetPnp({ module: school, itemCodes: [live.code], state: true }), "UNAUTHORIZED");
      await expectTRPCError(caller.items.runPnp({ module: school, itemCode: live.code }), "UNAUTHORIZED");
      await expectTRPCError(caller.items.totals({ module: school, itemId: live.id }), "UNAUTHORIZED");
      expect((await caller.items.payFor({ slug: live.slug, code: live.code })).item.code).toBe(live.code);
      expect(await stateOf(live.id)).toEqual({ status: "ACTIVE", isDraft: false, active: true, visible: true });
    });

    it("lets view-only staff list and see totals but change nothing; refuses staff without items and other modules", async () => {
      const { company } = await site();
      const live = await item(company);
      const viewer = await adminAt(company, { roleIds: [], permissions: ["items.view"] });
      expect(codesOf(await viewer.caller.items.list({ module: school }))).toEqual([live.code]);
      expect((await viewer.caller.items.totals({ module: school, itemId: live.id })).totalSalesCents).toBe(0);
      const denied = (call: Promise<unknown>) => expectTRPCError(call, "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await denied(viewer.caller.items.saveAsDraft({ module: school, itemCodes: [live.code] }));
      await denied(viewer.caller.items.checkDraft({ module: school, itemCodes: [live.code] }));
      await denied(viewer.caller.items.patch({ module: school, itemCode: live.code, values: { active: false } }));
      await denied(viewer.caller.items.remove({ module: school, itemCodes: [live.code], mode: "soft" }));
      await denied(viewer.caller.items.restore({ module: school, itemCode: live.code }));
      await denied(viewer.caller.items.setPnp({ module: school, itemCode: live.code, checked: true }));
      await denied(viewer.caller.items.massSetPnp({ module: school, itemCodes: [live.code], state: true }));
      await denied(viewer.caller.items.runPnp({ module: school, itemCode: live.code }));
      expect(await stateOf(live.id)).toEqual({ status: "ACTIVE", isDraft: false, active: true, visible: true });

      const promoter = await adminAt(company, { roleIds: [], permissions: ["promote.manage"] });
      await denied(promoter.caller.items.list({ module: school }));
      const master = await adminAt(company);
      await denied(master.caller.items.list({ module: "vendor" }));
    });
  });

  describe("list: scope", () => {
    it("shows the actor's own company by default, a company below it when chosen, never another company's", async () => {
      const district = await t.fixtures.company({ kind: "DISTRICT" });
      const lincoln = await t.fixtures.company({ parent: district });
      const stranger = await t.fixtures.company();
      const own = await item(district, { title: "District Fee" });
      const below = await item(lincoln, { title: "School Fee" });
      const foreign = await item(stranger, { title: "Foreign Fee" });
      const districtMaster = await adminAt(district);

      expect(codesOf(await districtMaster.caller.items.list({ module: school }))).toEqual([own.code]);
      expect(codesOf(await districtMaster.caller.items.list({ module: school, companyId: lincoln.id }))).toEqual([below.code]);
      await expectTRPCError(
        districtMaster.caller.items.list({ module: school, companyId: stranger.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      const schoolMaster = await adminAt(lincoln);
      await expectTRPCError(schoolMaster.caller.items.list({ module: school, companyId: district.id }), "FORBIDDEN");
      expect(codesOf(await schoolMaster.caller.items.list({ module: school }))).not.toContain(foreign.code);
    });

    it("shows a category-restricted actor only the items of their categories", async () => {
      const { company } = await site();
      const athletics = await t.fixtures.category(company, "Athletics");
      const trips = await t.fixtures.category(company, "Trips");
      const pass = await item(company, { categoryId: athletics.id });
      await item(company, { categoryId: trips.id });
      await item(company);
      const coach = await adminAt(company, { roleIds: [], permissions: ["items.manage"], categoryIds: [athletics.id] });
      const page = await coach.caller.items.list({ module: school });
      expect(codesOf(page)).toEqual([pass.code]);
      expect(page.total).toBe(1);
      // Asking for another category does not widen the restriction.
      expect((await coach.caller.items.list({ module: school, categoryId: trips.id })).total).toBe(0);
    });
  });

  describe("list: filters", () => {
    it("describes each item the way the lists show it", async () => {
      const { company, master } = await site();
      const account = await payee(company, "General Fund");
      const category = await t.fixtures.category(company, "Fees");
      const fee = await item(company, {
        title: "Lab Fee",
        slug: "Lab Fee",
        type: "RECURRING",
        amountCents: 1250,
        settlementAccountId: account.id,
        categoryId: category.id,
        disableGuest: 1,
        quantityAvailable: 30,
        quantitySold: 4,
        pnpCalc: true,
      });
      const [row] = (await master.caller.items.list({ module: school })).items;
      expect(row).toEqual({
        id: fee.id,
        code: fee.code,
        title: "Lab Fee",
        type: "recurring",
        status: "ACTIVE",
        isDraft: false,
        active: true,
        visible: true,
        disableGuest: 1,
        availableToUsers: true,
        amountCents: 1250,
        payee: { id: account.id, name: "General Fund" },
        category: { id: category.id, name: "Fees" },
        pnpCalc: true,
        pnpComputedAt: null,
        quantityAvailable: 30,
        quantitySold: 4,
        createdAt: fee.createdAt,
        updatedAt: fee.updatedAt,
        payForPath: `/pay/for/Lab-Fee/${fee.code}`,
      });
    });

    it("filters by kind, status (ANY hides the trash), category and payee", async () => {
      const { company, master } = await site();
      const fund = await payee(company, "Fund");
      const other = await payee(company, "Other");
      const fees = await t.fixtures.category(company, "Fees");
      const basic = await item(company, { type: "BASIC", settlementAccountId: fund.id, categoryId: fees.id });
      const blackboard = await item(company, { type: "BLACKBOARD", settlementAccountId: other.id });
      const recurring = await item(company, { type: "RECURRING", status: "DRAFT", isDraft: true, active: false, visible: false });
      const trashed = await item(company, { type: "BASIC", status: "TRASH" });
      const list = async (input: Omit<Parameters<typeof master.caller.items.list>[0], "module">) =>
        codesOf(await master.caller.items.list({ module: school, sort: "title", direction: "asc", ...input })).sort();

      expect(await list({})).toEqual([basic.code, blackboard.code, recurring.code].sort());
      expect(await list({ status: "ANY" })).not.toContain(trashed.code);
      expect(await list({ status: "TRASH" })).toEqual([trashed.code]);
      expect(await list({ status: "DRAFT" })).toEqual([recurring.code]);
      expect(await list({ status: "ACTIVE" })).toEqual([basic.code, blackboard.code].sort());
      expect(await list({ types: ["basic"] })).toEqual([basic.code]);
      expect(await list({ types: ["basic"], status: "TRASH" })).toEqual([trashed.code]);
      expect(await list({ types: ["blackboard", "recurring"] })).toEqual([blackboard.code, recurring.code].sort());
      expect(await list({ categoryId: fees.id })).toEqual([basic.code]);
      expect(await list({ settlementAccountId: other.id })).toEqual([blackboard.code]);
    });

    it("searches titles and codes, ignoring case, with wildcards matching only themselves", async () => {
      const { company, master } = await site();
      const football = await item(company, { title: "Football Season Pass" });
      const percent = await item(company, { title: "100% Spirit Shirt" });
      const band = await item(company, { title: "Band Trip" });
      const search = async (term: string) => codesOf(await master.caller.items.list({ module: school, search: term })).sort();
      expect(await search("season")).toEqual([football.code]);
      expect(await search("FOOTBALL")).toEqual([football.code]);
      expect(await search(band.code.toLowerCase())).toEqual([band.code]);
      expect(await search("%")).toEqual([percent.code]);
      expect(await search("_")).toEqual([]);
      expect(await search("no such thing")).toEqual([]);
    });
  });

  describe("list: sorting and paging", () => {
    async function catalogue() {
      const { company, master } = await site();
      const alpha = await payee(company, "Alpha Fund");
      const zulu = await payee(company, "Zulu Fund");
      const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
      // Created and modified dates run in opposite orders, so each sort is told apart.
      const cherry = await item(company, { title: "Cherry", createdAt: day(1), updatedAt: day(9), settlementAccountId: zulu.id });
      const apple = await item(company, { title: "Apple", createdAt: day(2), updatedAt: day(8), settlementAccountId: alpha.id });
      const banana = await item(company, { title: "Banana", createdAt: day(3), updatedAt: day(7) });
      return { master, cherry, apple, banana };
    }

    it("sorts by title, creation date, modified date and payee name, both ways", async () => {
      const { master, cherry, apple, banana } = await catalogue();
      const sorted = async (sort: "title" | "created" | "modified" | "payee", direction: "asc" | "desc") =>
        codesOf(await master.caller.items.list({ module: school, sort, direction }));
      expect(await sorted("title", "asc")).toEqual([apple.code, banana.code, cherry.code]);
      expect(await sorted("title", "desc")).toEqual([cherry.code, banana.code, apple.code]);
      expect(await sorted("created", "asc")).toEqual([cherry.code, apple.code, banana.code]);
      expect(await sorted("created", "desc")).toEqual([banana.code, apple.code, cherry.code]);
      expect(await sorted("modified", "asc")).toEqual([banana.code, apple.code, cherry.code]);
      expect(await sorted("modified", "desc")).toEqual([cherry.code, apple.code, banana.code]);
      // The item without a payee counts as the largest name.
      expect(await sorted("payee", "asc")).toEqual([apple.code, cherry.code, banana.code]);
      expect(await sorted("payee", "desc")).toEqual([banana.code, cherry.code, apple.code]);
      // The default is the most recently modified first.
      expect(codesOf(await master.caller.items.list({ module: school }))).toEqual([cherry.code, apple.code, banana.code]);
    });

    it("follows a payee's rename and a change of payee in the payee sort, whatever wrote them", async () => {
      const { master, cherry, apple, banana } = await catalogue();
      const byPayee = async () => codesOf(await master.caller.items.list({ module: school, sort: "payee", direction: "asc" }));
      const alpha = await t.db.settlementAccount.findUniqueOrThrow({ where: { id: apple.settlementAccountId! } });
      await t.db.settlementAccount.update({ where: { id: alpha.id }, data: { name: "Zz Renamed Fund" } });
      expect(await byPayee()).toEqual([cherry.code, apple.code, banana.code]);
      await t.db.item.update({ where: { id: banana.id }, data: { settlementAccountId: alpha.id } });
      // Banana now shares Apple's payee: equal names keep the id order.
      expect(await byPayee()).toEqual([cherry.code, apple.code, banana.code]);
      expect((await t.db.item.findUniqueOrThrow({ where: { id: banana.id } })).payeeName).toBe("Zz Renamed Fund");
      // A writer cannot set another name than its payee's.
      await t.db.item.update({ where: { id: cherry.id }, data: { payeeName: "Aaa Forged" } });
      expect((await t.db.item.findUniqueOrThrow({ where: { id: cherry.id } })).payeeName).toBe("Zulu Fund");
      await t.db.item.update({ where: { id: cherry.id }, data: { settlementAccountId: null } });
      expect((await t.db.item.findUniqueOrThrow({ where: { id: cherry.id } })).payeeName).toBeNull();
    });

    it("keeps equal titles in one order (by id) from page to page", async () => {
      const { company, master } = await site();
      const twins = [];
      for (let i = 0; i < 5; i++) twins.push(await item(company, { title: "Same Title" }));
      const ids = twins.map((i) => i.id);
      const pages = [];
      for (const page of [1, 2, 3]) {
        pages.push(
          ...(await master.caller.items.list({ module: school, sort: "title", direction: "asc", page, pageSize: 2 })).items.map(
            (i) => i.id,
          ),
        );
      }
      expect(pages).toEqual([...ids].sort((a, b) => a - b));
      const down = await master.caller.items.list({ module: school, sort: "title", direction: "desc", pageSize: 5 });
      expect(down.items.map((i) => i.id)).toEqual([...ids].sort((a, b) => b - a));
    });

    it("pages with a total, answering an empty page past the end", async () => {
      const { company, master } = await site();
      for (let i = 0; i < 7; i++) await item(company, { title: `Item ${String(i).padStart(2, "0")}` });
      await item(company, { title: "Item trashed", status: "TRASH" });
      const page = (n: number) =>
        master.caller.items.list({ module: school, sort: "title", direction: "asc", page: n, pageSize: 3 });
      const first = await page(1);
      expect({ total: first.total, page: first.page, pageSize: first.pageSize }).toEqual({ total: 7, page: 1, pageSize: 3 });
      expect(first.items.map((i) => i.title)).toEqual(["Item 00", "Item 01", "Item 02"]);
      expect((await page(3)).items.map((i) => i.title)).toEqual(["Item 06"]);
      const past = await page(4);
      expect({ items: past.items, total: past.total }).toEqual({ items: [], total: 7 });
      await expectTRPCError(master.caller.items.list({ module: school, pageSize: 201 }), "BAD_REQUEST");
    });
  });

  describe("save as draft", () => {
    it("makes items drafts, turning active and visible off with the product's message, audited", async () => {
      const { company, master } = await site();
      const live = await item(company);
      const hidden = await item(company, { active: false, visible: false });
      const result = await master.caller.items.saveAsDraft({
        module: school,
        itemCodes: [live.code, hidden.code],
        itemType: "basic",
      });
      expect(result).toEqual({ message: ITEM_MESSAGES.moveOutOfDraft, updatedItems: [live.code, hidden.code] });
      expect(await stateOf(live.id)).toEqual({ status: "DRAFT", isDraft: true, active: false, visible: false });
      expect(await stateOf(hidden.id)).toEqual({ status: "DRAFT", isDraft: true, active: false, visible: false });
      const [event] = await audits("item.drafted", live.id);
      expect(event).toMatchObject({
        actorId: master.user.id,
        companyId: company.id,
        before: { status: "ACTIVE", isDraft: false, active: true, visible: true },
        after: { status: "DRAFT", isDraft: true, active: false, visible: false },
      });
    });

    it("says nothing was reset when the items were already off, and keeps a trashed item in the trash", async () => {
      const { company, master } = await site();
      const hidden = await item(company, { active: false, visible: false });
      const trashed = await item(company, { status: "TRASH", active: false, visible: false });
      const result = await master.caller.items.saveAsDraft({ module: school, itemCodes: [hidden.code, trashed.code] });
      expect(result.message).toBe(ITEM_LIST_MESSAGES.draftsSaved);
      expect(await stateOf(trashed.id)).toEqual({ status: "TRASH", isDraft: true, active: false, visible: false });
    });

    it("changes nothing when one item is unknown, of another kind, another company's or another category's", async () => {
      const { company, master } = await site();
      const athletics = await t.fixtures.category(company);
      const fees = await t.fixtures.category(company);
      const live = await item(company, { categoryId: athletics.id });
      const recurring = await item(company, { type: "RECURRING", categoryId: athletics.id });
      const feeItem = await item(company, { categoryId: fees.id });
      const foreign = await item(await t.fixtures.company());
      const draft = (codes: string[], itemType?: "basic") =>
        master.caller.items.saveAsDraft({ module: school, itemCodes: codes, itemType });

      await expectTRPCError(draft([live.code, "NO-SUCH-CODE"]), "NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
      await expectTRPCError(draft([live.code, recurring.code], "basic"), "BAD_REQUEST", ITEM_LIST_MESSAGES.wrongType);
      await expectTRPCError(draft([live.code, foreign.code]), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      const coach = await adminAt(company, { roleIds: [], permissions: ["items.manage"], categoryIds: [athletics.id] });
      await expectTRPCError(
        coach.caller.items.saveAsDraft({ module: school, itemCodes: [live.code, feeItem.code] }),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
      for (const id of [live.id, recurring.id, feeItem.id, foreign.id]) expect((await stateOf(id)).isDraft).toBe(false);
      // Inside their category the coach may.
      await coach.caller.items.saveAsDraft({ module: school, itemCodes: [live.code] });
      expect((await stateOf(live.id)).isDraft).toBe(true);
    });
  });

  describe("check draft", () => {
    it("takes ready drafts out of draft (active and visible stay off) and lists what keeps the others in", async () => {
      const { company, master } = await site();
      const account = await primaryAccount(company);
      const asDraft = { status: "DRAFT", isDraft: true, active: false, visible: false } as const;
      const ready = await item(company, { ...asDraft, description: "<p>Lab fee for the year</p>", coaId: account.id, amountCents: 4500 });
      // No price either: a Fixed item at $0.00 is one the cart would refuse.
      const bare = await item(company, { ...asDraft, description: "<p>&nbsp;</p>" });
      const badField = await item(company, {
        ...asDraft,
        amountCents: 1200,
        description: "Trip",
        coaId: account.id,
        customFields: { create: [{ position: 1, label: "Bus", type: "HIDDENTEXT", defaultValue: "" }] },
      });
      const live = await item(company, { description: "", active: true });

      const result = await master.caller.items.checkDraft({
        module: school,
        itemCodes: [ready.code, bare.code, badField.code, live.code],
      });
      expect(result.updatedItems).toEqual([ready.code]);
      expect(Object.keys(result.errors).sort()).toEqual([bare.code, badField.code].sort());
      expect(result.errors[bare.code]!.map((p) => [p.area, p.message])).toEqual([
        ["description", ITEM_READINESS_MESSAGES.descriptionRequired],
        ["account", ITEM_READINESS_MESSAGES.accountRequired],
        ["price", PAYMENT_MESSAGES.minimumPayment],
      ]);
      expect(result.errors[badField.code]).toEqual([
        { area: "input", message: CUSTOM_FIELD_MESSAGES.hiddenNeedsValue, input: "customFields.0" },
      ]);

      expect(await stateOf(ready.id)).toEqual({ status: "ACTIVE", isDraft: false, active: false, visible: false });
      expect(await stateOf(bare.id)).toEqual(asDraft);
      // An item out of draft is left alone even though it would not pass the check.
      expect(await stateOf(live.id)).toEqual({ status: "ACTIVE", isDraft: false, active: true, visible: true });
      expect(await audits("item.undrafted", ready.id)).toHaveLength(1);
    });

    it("refuses an item of a category the actor may not touch", async () => {
      const { company } = await site();
      const mine = await t.fixtures.category(company);
      const theirs = await item(company, { status: "DRAFT", isDraft: true, categoryId: (await t.fixtures.category(company)).id });
      const coach = await adminAt(company, { roleIds: [], permissions: ["items.manage"], categoryIds: [mine.id] });
      await expectTRPCError(
        coach.caller.items.checkDraft({ module: school, itemCodes: [theirs.code] }),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
    });
  });

  describe("patch", () => {
    it("writes amounts, fee, shipping, tax and quantity, answering the item", async () => {
      const { company, master } = await site();
      const fee = await item(company, { feeType: "FIXED" });
      const result = await master.caller.items.patch({
        module: school,
        itemCode: fee.code,
        values: {
          "single.amount": "$1,234.50",
          "single.convenience_fee_amount": 2,
          "single.shipping_amount": "4.5",
          "single.tax_rate": "8.25%",
          "single.quantity_available": "40",
        },
      });
      expect(result).toMatchObject({ message: ITEM_LIST_MESSAGES.updated, active: true, visible: true, itemCode: fee.code });
      expect(result.item).toMatchObject({ id: fee.id, amountCents: 123450, quantityAvailable: 40 });
      const stored = await t.db.item.findUniqueOrThrow({ where: { id: fee.id } });
      expect(stored).toMatchObject({
        amountCents: 123450,
        feeCents: 200,
        shippingCents: 450,
        shippingEnabled: true,
        taxRateHundredths: 825,
        taxEnabled: true,
        quantityAvailable: 40,
        updatedById: master.user.id,
      });
      const [event] = await audits("item.patched", fee.id);
      expect(event?.after).toMatchObject({ "single.amount": 123450, "single.tax_rate": 825 });
    });

    it("refuses values out of the product's ranges with the patch's failure message and the reason per key", async () => {
      const { company, master } = await site();
      // Fee type Fixed: under None the price is not the patch's to change (docs/product/items-and-fees.md).
      const fee = await item(company, { amountCents: 500, feeType: "FIXED" });
      const refused = async (values: Record<string, unknown>, key: string, reason: string) => {
        const error = await expectTRPCError(
          master.caller.items.patch({ module: school, itemCode: fee.code, values }),
          "BAD_REQUEST",
          ITEM_MESSAGES.updateFailed,
        );
        expect(describeError(error).fieldErrors).toEqual({ [key]: reason });
      };
      await refused({ "single.amount": "100000.01" }, "single.amount", ITEM_FORM_MESSAGES.dollarRange);
      await refused({ "single.amount": "-1" }, "single.amount", ITEM_FORM_MESSAGES.dollarRange);
      await refused({ "single.amount": "1.005" }, "single.amount", ITEM_FORM_MESSAGES.dollarRange);
      await refused({ "single.shipping_amount": "lots" }, "single.shipping_amount", ITEM_FORM_MESSAGES.dollarRange);
      await refused({ "single.tax_rate": "100" }, "single.tax_rate", ITEM_FORM_MESSAGES.percentRange);
      await refused({ "single.quantity_available": "1.5" }, "single.quantity_available", ITEM_FORM_MESSAGES.quantityInteger);
      await refused({ title: "New title" }, "title", ITEM_LIST_MESSAGES.unknownValue);
      await refused({ active: "maybe" }, "active", ITEM_LIST_MESSAGES.unknownValue);
      await expectTRPCError(
        master.caller.items.patch({ module: school, itemCode: fee.code, values: {} }),
        "BAD_REQUEST",
        ITEM_MESSAGES.updateFailed,
      );
      // The edges themselves are allowed.
      await master.caller.items.patch({
        module: school,
        itemCode: fee.code,
        values: { "single.amount": "100000", "single.tax_rate": "99.99" },
      });
      expect((await t.db.item.findUniqueOrThrow({ where: { id: fee.id } })).amountCents).toBe(10_000_000);
    });

    it("refuses a Fixed item out of draft a price the cart would refuse; a draft or an open amount may take it", async () => {
      const { company, master } = await site();
      // Fee type Fixed: under None the price is not the patch's to change (docs/product/items-and-fees.md).
      const priced = { amountCents: 500, feeType: "FIXED" } as const;
      const live = await item(company, priced);
      const draft = await item(company, { status: "DRAFT", isDraft: true, active: false, visible: false, ...priced });
      const open = await item(company, { amountType: "OPEN", ...priced });
      const patch = (code: string, amount: string) => master.caller.items.patch({ module: school, itemCode: code, values: { "single.amount": amount } });
      for (const amount of ["0", "0.01"]) {
        const error = await expectTRPCError(patch(live.code, amount), "BAD_REQUEST", ITEM_MESSAGES.updateFailed);
        expect(describeError(error).fieldErrors).toEqual({ "single.amount": PAYMENT_MESSAGES.minimumPayment });
      }
      expect((await t.db.item.findUniqueOrThrow({ where: { id: live.id } })).amountCents).toBe(500);
      expect((await patch(live.code, "0.02")).item.amountCents).toBe(2);
      expect((await patch(draft.code, "0")).item.amountCents).toBe(0);
      expect((await patch(open.code, "0")).item.amountCents).toBe(0);
    });

    it("refuses to make a draft active or visible, and a guest-checkout-only item visible", async () => {
      const { company, master } = await site();
      const draft = await item(company, { status: "DRAFT", isDraft: true, active: false, visible: false });
      const guestOnly = await item(company, { disableGuest: 2, active: false, visible: false });
      const patch = (code: string, values: Record<string, unknown>) =>
        master.caller.items.patch({ module: school, itemCode: code, values });

      await expectTRPCError(patch(draft.code, { active: true }), "CONFLICT", ITEM_MESSAGES.removeDraftFirst);
      await expectTRPCError(patch(draft.code, { visible: "yes" }), "CONFLICT", ITEM_MESSAGES.removeDraftFirst);
      await expectTRPCError(patch(guestOnly.code, { visible: 1 }), "CONFLICT", ITEM_MESSAGES.guestOnlyNotVisible);
      expect(await stateOf(draft.id)).toMatchObject({ active: false, visible: false });
      expect((await stateOf(guestOnly.id)).visible).toBe(false);

      // Turning things off is always allowed; a guest-only item may still be active.
      expect((await patch(draft.code, { active: "no", visible: false })).active).toBe(false);
      const activated = await patch(guestOnly.code, { active: "yes" });
      expect({ active: activated.active, visible: activated.visible }).toEqual({ active: true, visible: false });
    });

    it("refuses the price under fee type None (docs/product/items-and-fees.md) but not the fee, and nothing of a trashed item", async () => {
      const { company, master } = await site();
      const suggested = await item(company, { feeType: "SUGGESTED" });
      const trashed = await item(company, { status: "TRASH" });
      const patch = (code: string, values: Record<string, unknown>) =>
        master.caller.items.patch({ module: school, itemCode: code, values });
      const none = await item(company, { feeType: "NONE", amountCents: 500 });
      await expectTRPCError(patch(none.code, { "single.amount": "1" }), "CONFLICT", ITEM_MESSAGES.feeTypeBlocksPrice);
      // The row posted back with its price unchanged is no change.
      expect((await patch(none.code, { "single.amount": "5.00", visible: true })).itemCode).toBe(none.code);
      expect((await patch(none.code, { "single.convenience_fee_amount": "1" })).itemCode).toBe(none.code);
      expect((await patch(suggested.code, { "single.amount": "2.00", "single.convenience_fee_amount": "1.10" })).itemCode).toBe(suggested.code);
      await expectTRPCError(patch(trashed.code, { active: false }), "CONFLICT", ITEM_LIST_MESSAGES.trashedCannotChange);
    });

    it("refuses an item of another company or of a category the actor may not touch", async () => {
      const { company } = await site();
      const mine = await t.fixtures.category(company);
      const other = await item(company, { categoryId: (await t.fixtures.category(company)).id });
      const uncategorized = await item(company);
      const coach = await adminAt(company, { roleIds: [], permissions: ["items.manage"], categoryIds: [mine.id] });
      const patch = (code: string) => coach.caller.items.patch({ module: school, itemCode: code, values: { active: false } });
      await expectTRPCError(patch(other.code), "FORBIDDEN", ITEM_FORM_MESSAGES.categoryNotAllowed);
      await expectTRPCError(patch(uncategorized.code), "FORBIDDEN", ITEM_FORM_MESSAGES.categoryNotAllowed);
      const stranger = await adminAt(await t.fixtures.company());
      await expectTRPCError(
        stranger.caller.items.patch({ module: school, itemCode: other.code, values: { active: false } }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      expect((await stateOf(other.id)).active).toBe(true);
    });
  });

  describe("remove and restore", () => {
    it("moves items to the trash (soft), hiding them from ANY, and restores them as they were", async () => {
      const { company, master } = await site();
      const live = await item(company);
      const draft = await item(company, { status: "DRAFT", isDraft: true, active: false, visible: false });
      const already = await item(company, { status: "TRASH" });
      const result = await master.caller.items.remove({
        module: school,
        itemCodes: [live.code, draft.code, already.code],
        mode: "soft",
      });
      expect(result).toEqual({ message: ITEM_LIST_MESSAGES.trashed, removedItemIds: [live.code, draft.code] });
      expect(codesOf(await master.caller.items.list({ module: school }))).toEqual([]);
      expect(codesOf(await master.caller.items.list({ module: school, status: "TRASH" })).sort()).toEqual(
        [live.code, draft.code, already.code].sort(),
      );
      expect(await audits("item.trashed", live.id)).toHaveLength(1);

      const restored = await master.caller.items.restore({ module: school, itemCode: live.code });
      expect(restored).toMatchObject({ message: ITEM_LIST_MESSAGES.restored, item: { code: live.code, status: "ACTIVE" } });
      expect((await master.caller.items.restore({ module: school, itemCode: draft.code })).item.status).toBe("DRAFT");
      expect(await stateOf(draft.id)).toEqual({ status: "DRAFT", isDraft: true, active: false, visible: false });
      await expectTRPCError(
        master.caller.items.restore({ module: school, itemCode: live.code }),
        "CONFLICT",
        ITEM_LIST_MESSAGES.notTrashed,
      );
      expect(await audits("item.restored", draft.id)).toHaveLength(1);
    });

    it("deletes permanently only items already in the trash, all or none", async () => {
      const { company, master } = await site();
      const trashed = await item(company, { status: "TRASH" });
      const live = await item(company);
      const error = await expectTRPCError(
        master.caller.items.remove({ module: school, itemCodes: [trashed.code, live.code], mode: "hard" }),
        "CONFLICT",
        ITEM_MESSAGES.deleteFailed,
      );
      expect(describeError(error).fieldErrors).toEqual({ [live.code]: ITEM_LIST_MESSAGES.notInTrash });
      expect(await t.db.item.count({ where: { id: trashed.id } })).toBe(1);

      const result = await master.caller.items.remove({ module: school, itemCodes: [trashed.code], mode: "hard" });
      expect(result).toEqual({ message: ITEM_LIST_MESSAGES.deleted, removedItemIds: [trashed.code] });
      expect(await t.db.item.count({ where: { id: trashed.id } })).toBe(0);
      expect((await audits("item.deleted", trashed.id))[0]?.before).toMatchObject({ code: trashed.code, status: "TRASH" });
    });

    it("refuses to delete an item with payments or inside a package", async () => {
      const { company, master } = await site();
      const paid = await item(company, { status: "TRASH" });
      const packed = await item(company, { status: "TRASH" });
      const free = await item(company, { status: "TRASH" });
      const bundle = await item(company, { type: "MULTI" });
      await t.db.itemBundleEntry.create({ data: { bundleId: bundle.id, itemId: packed.id, position: 1 } });
      await order(company, "VOID", [{ itemId: paid.id, totalCents: 100 }]);
      const error = await expectTRPCError(
        master.caller.items.remove({ module: school, itemCodes: [paid.code, packed.code, free.code], mode: "hard" }),
        "CONFLICT",
        ITEM_MESSAGES.deleteFailed,
      );
      expect(describeError(error).fieldErrors).toEqual({
        [paid.code]: ITEM_LIST_MESSAGES.hasPayments,
        [packed.code]: ITEM_LIST_MESSAGES.inPackage,
      });
      expect(await t.db.item.count({ where: { id: { in: [paid.id, packed.id, free.id] } } })).toBe(3);
    });

    it("refuses items outside the actor's categories or company, in both modes and on restore", async () => {
      const { company } = await site();
      const mine = await t.fixtures.category(company);
      const theirs = await item(company, { status: "TRASH", categoryId: (await t.fixtures.category(company)).id });
      const coach = await adminAt(company, { roleIds: [], permissions: ["items.manage"], categoryIds: [mine.id] });
      await expectTRPCError(
        coach.caller.items.remove({ module: school, itemCodes: [theirs.code], mode: "hard" }),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
      await expectTRPCError(
        coach.caller.items.restore({ module: school, itemCode: theirs.code }),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
      const stranger = await adminAt(await t.fixtures.company());
      await expectTRPCError(
        stranger.caller.items.remove({ module: school, itemCodes: [theirs.code], mode: "soft" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        stranger.caller.items.restore({ module: school, itemCode: "NO-SUCH-CODE" }),
        "NOT_FOUND",
        ITEM_FORM_MESSAGES.noSuchItem,
      );
      expect((await stateOf(theirs.id)).status).toBe("TRASH");
    });
  });

  describe("paid / not paid", () => {
    it("turns the report on and off per item and in bulk, counting the company's items that use it", async () => {
      const { company, master } = await site();
      const a = await item(company);
      const b = await item(company);
      const c = await item(company, { pnpCalc: true });
      await item(await t.fixtures.company(), { pnpCalc: true });

      expect(await master.caller.items.setPnp({ module: school, itemCode: a.code, checked: true })).toEqual({
        pnpCalc: true,
        usage: 2,
        message: ITEM_LIST_MESSAGES.pnpOn,
      });
      expect(await audits("item.pnp_set", a.id)).toHaveLength(1);
      const mass = await master.caller.items.massSetPnp({ module: school, itemCodes: [a.code, b.code, c.code], state: true });
      expect(mass).toEqual({ updatedItems: [b.code], usage: 3, message: ITEM_LIST_MESSAGES.pnpMassUpdated });
      const off = await master.caller.items.massSetPnp({ module: school, itemCodes: [a.code, b.code], state: "no" });
      expect({ updated: off.updatedItems, usage: off.usage }).toEqual({ updated: [a.code, b.code], usage: 1 });
      expect(await master.caller.items.setPnp({ module: school, itemCode: c.code, checked: "0" })).toMatchObject({
        pnpCalc: false,
        usage: 0,
        message: ITEM_LIST_MESSAGES.pnpOff,
      });
    });

    it("runs the report only for an item that takes part in it, and only inside the actor's reach", async () => {
      const { company, master } = await site();
      const off = await item(company);
      await expectTRPCError(
        master.caller.items.runPnp({ module: school, itemCode: off.code }),
        "CONFLICT",
        ITEM_LIST_MESSAGES.pnpNotEnabled,
      );
      const mine = await t.fixtures.category(company);
      const theirs = await item(company, { pnpCalc: true, categoryId: (await t.fixtures.category(company)).id });
      const coach = await adminAt(company, { roleIds: [], permissions: ["items.manage"], categoryIds: [mine.id] });
      await expectTRPCError(
        coach.caller.items.runPnp({ module: school, itemCode: theirs.code }),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
      await expectTRPCError(coach.caller.items.setPnp({ module: school, itemCode: theirs.code, checked: false }), "FORBIDDEN");
      await expectTRPCError(
        coach.caller.items.massSetPnp({ module: school, itemCodes: [theirs.code], state: false }),
        "FORBIDDEN",
      );
      expect((await t.db.item.findUniqueOrThrow({ where: { id: theirs.id } })).pnpCalc).toBe(true);
    });
  });

  describe("totals", () => {
    it("adds up the item's lines of paid and partly paid orders only", async () => {
      const { company, master } = await site();
      const shirt = await item(company);
      const other = await item(company);
      await order(company, "PAID", [
        { itemId: shirt.id, totalCents: 100_000 },
        { itemId: other.id, totalCents: 999 },
      ]);
      await order(company, "PARTIAL", [{ itemId: shirt.id, totalCents: 23_450 }]);
      await order(company, "REFUNDED", [{ itemId: shirt.id, totalCents: 5_000 }]);
      await order(company, "VOID", [{ itemId: shirt.id, totalCents: 7_000 }]);
      expect(await master.caller.items.totals({ module: school, itemId: shirt.id })).toEqual({
        itemId: shirt.id,
        totalSalesCents: 123_450,
        totalSales: "$1,234.50",
      });
      const unsold = await item(company);
      expect((await master.caller.items.totals({ module: school, itemId: unsold.id })).totalSales).toBe("$0.00");
    });

    it("refuses another company's item and answers an unknown one as not found", async () => {
      const { company } = await site();
      const shirt = await item(company);
      const stranger = await adminAt(await t.fixtures.company());
      await expectTRPCError(
        stranger.caller.items.totals({ module: school, itemId: shirt.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        stranger.caller.items.totals({ module: school, itemId: 2_000_000_000 }),
        "NOT_FOUND",
        ITEM_FORM_MESSAGES.noSuchItem,
      );
    });
  });

  describe("pay for an item (public)", () => {
    it("shows a payable item with its canonical path, whatever slug the link carried", async () => {
      const company = await t.fixtures.company({ name: `Pay School ${uniqueSuffix()}` });
      const shirt = await item(company, {
        title: "Spirit Shirt",
        slug: "Spirit Shirt",
        description: "<p>Cotton</p>",
        amountCents: 1500,
        amountType: "FIXED",
        feeType: "FIXED",
        feeCents: 100,
      });
      const caller = callerFor(t.db, null);
      const answer = await caller.items.payFor({ slug: "Spirit-Shirt", code: shirt.code });
      expect(answer).toEqual({
        canonicalPath: payForItemPath("Spirit Shirt", shirt.code),
        item: {
          itemId: shirt.id,
          code: shirt.code,
          title: "Spirit Shirt",
          description: "<p>Cotton</p>",
          amountType: "Fixed",
          amountCents: 1500,
          feeType: "Fixed",
          feeCents: 100,
          companyName: company.name,
          imageId: null,
          disableGuest: 0,
          customFields: [],
          soldOut: false,
          soldOutMessage: null,
          targeted: false,
        },
      });
      expect((await caller.items.payFor({ slug: "old-name", code: shirt.code })).canonicalPath).toBe(
        `/pay/for/Spirit-Shirt/${shirt.code}`,
      );
    });

    it("answers what the page needs to take the payment: guest setting, the payer's custom fields in order, sold out", async () => {
      const company = await t.fixtures.company();
      const message = await t.db.soldOutMessage.create({ data: { companyId: company.id, text: "All gone for this year." } });
      const ticket = await item(company, {
        disableGuest: 1,
        quantityAvailable: 2,
        quantitySold: 2,
        soldOutMessageId: message.id,
        customFields: {
          create: [
            { position: 2, label: "Seat", type: "DROPDOWN", isMandatory: true, options: ["Front", "Back"] },
            { position: 1, label: "Name on ticket", type: "TEXT", additionalInfo: "As on the guest list" },
            { position: 3, label: "Ledger code", type: "HIDDENTEXT", defaultValue: "TIX" },
          ],
        },
      });
      const { item: shown } = await callerFor(t.db, null).items.payFor({ slug: ticket.slug, code: ticket.code });
      expect(shown).toMatchObject({ itemId: ticket.id, disableGuest: 1, soldOut: true, soldOutMessage: "All gone for this year." });
      // Hidden text is the server's to send: the payer neither sees nor fills it.
      expect(shown.customFields).toEqual([
        { label: "Name on ticket", type: "text", additionalInfo: "As on the guest list", isMandatory: false, options: [] },
        { label: "Seat", type: "dropdown", additionalInfo: "", isMandatory: true, options: ["Front", "Back"] },
      ]);
      const unlimited = await item(company, { quantityAvailable: 0, quantitySold: 5 });
      expect((await callerFor(t.db, null).items.payFor({ slug: "", code: unlimited.code })).item.soldOut).toBe(false);
    });

    it("shows a hidden item open to guests, and answers every unpayable item as unknown", async () => {
      const company = await t.fixtures.company();
      const caller = callerFor(t.db, null);
      const hiddenForGuests = await item(company, { visible: false, disableGuest: 0 });
      expect((await caller.items.payFor({ slug: "", code: hiddenForGuests.code })).item.code).toBe(hiddenForGuests.code);
      const unpayable = [
        await item(company, { visible: false, disableGuest: 1 }),
        await item(company, { active: false }),
        await item(company, { status: "DRAFT", isDraft: true }),
        await item(company, { isDraft: true }),
        await item(company, { status: "TRASH" }),
      ];
      for (const hidden of unpayable) {
        await expectTRPCError(
          caller.items.payFor({ slug: hidden.slug, code: hidden.code }),
          "NOT_FOUND",
          ITEM_FORM_MESSAGES.noSuchItem,
        );
      }
      await expectTRPCError(caller.items.payFor({ slug: "x", code: "NO-SUCH-CODE" }), "NOT_FOUND");
    });
  });

  it("answers unexpected failures with the action's fixed message (docs/product/items-and-fees.md)", async () => {
    const { company, master } = await site();
    const live = await item(company);
    // A database that fails every query stands in for an outage.
    const broken = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === "$transaction") return () => Promise.reject(new Error("connection lost"));
        if (key === "orderLine") return { aggregate: () => Promise.reject(new Error("connection lost")) };
        return Reflect.get(target, key, receiver);
      },
    });
    const caller = callerFor(broken, await t.fixtures.actor(master.user));
    const failed = async (call: Promise<unknown>, message: string) => {
      const error = await expectTRPCError(call, "INTERNAL_SERVER_ERROR", message);
      expect(error).toBeInstanceOf(TRPCError);
    };
    await failed(
      caller.items.patch({ module: school, itemCode: live.code, values: { active: false } }),
      ITEM_MESSAGES.updateFailed,
    );
    await failed(caller.items.remove({ module: school, itemCodes: [live.code], mode: "soft" }), ITEM_MESSAGES.deleteFailed);
    await failed(caller.items.setPnp({ module: school, itemCode: live.code, checked: true }), ITEM_MESSAGES.paidNotPaidFailed);
    await failed(caller.items.runPnp({ module: school, itemCode: live.code }), ITEM_MESSAGES.paidNotPaidFailed);
    await failed(caller.items.totals({ module: school, itemId: live.id }), ITEM_MESSAGES.totalsFailed);
  });
});
