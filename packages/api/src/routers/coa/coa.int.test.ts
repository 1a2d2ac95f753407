/**
 * Chart of accounts (spec 2 §3–5, §7) through createCaller on a real database: who may call
 * what, the company scope and shared accounts of the companies above, duplicate numbers, the
 * integrity check, the refusal to delete an account in use, the reassignment that moves items
 * and deletes the account in one transaction, the replacement rules, search and the CSV export.
 */
import type { Actor } from "@paydesk/domain";
import {
  createTestContext,
  describeDb,
  expectTRPCError,
  uniqueSuffix,
  type FixtureCompany,
  type UserOptions,
} from "@paydesk/tests/harness";
import { AUTH_MESSAGES, COA_ACCOUNT_MESSAGES, COA_MESSAGES, COA_SEARCH_LIMIT } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { createCaller } from "../../root.ts";

const school = "school" as const;

describeDb("coa router", (t) => {
  const callerFor = (actor: Actor | null) => createCaller(createTestContext(t.db, actor));

  async function adminAt(company: FixtureCompany, options: Omit<UserOptions, "company"> = {}) {
    const user = await t.fixtures.user({ company, label: "admin", roleIds: [1], permissions: [], ...options });
    return { user, caller: callerFor(await t.fixtures.actor(user)) };
  }

  async function account(
    company: FixtureCompany,
    number: string,
    name: string,
    options: { shared?: boolean; sub?: boolean } = {},
  ) {
    return t.db.chartAccount.create({
      data: { companyId: company.id, number, name, isShared: options.shared ?? false, kind: options.sub ? "SUB" : "PRIMARY" },
    });
  }

  async function item(
    company: FixtureCompany,
    accounts: { coaId?: number; subCoaId?: number },
    title = `Item ${uniqueSuffix()}`,
  ) {
    const code = `A-${uniqueSuffix()}`;
    return t.db.item.create({ data: { companyId: company.id, code, slug: code.toLowerCase(), title, ...accounts } });
  }

  /** A district sharing "4000 District Fees", a school below it with its own accounts and items. */
  async function lincoln() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const company = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const master = await adminAt(company);
    const districtMaster = await adminAt(district);
    const shared = await account(district, "4000", "District Fees", { shared: true });
    const districtOnly = await account(district, "4001", "District Private");
    const tuition = await account(company, "4100", "Tuition");
    const lab = await account(company, "4200", "Lab Fees");
    const subA = await account(company, "10", "Sub A", { sub: true });
    const subB = await account(company, "20", "Sub B", { sub: true });
    const football = await item(company, { coaId: tuition.id, subCoaId: subA.id }, "Football Season Pass");
    const band = await item(company, { coaId: tuition.id }, "Band Trip");
    return { district, company, sibling, master, districtMaster, shared, districtOnly, tuition, lab, subA, subB, football, band };
  }

  const accountsOf = async (itemId: number) =>
    t.db.item.findUniqueOrThrow({ where: { id: itemId }, select: { coaId: true, subCoaId: true } });
  const exists = async (id: number) => (await t.db.chartAccount.findUnique({ where: { id } })) !== null;
  const lastAudit = (action: string, entityId: number) =>
    t.db.auditEvent.findFirst({ where: { action, entityId: String(entityId) }, orderBy: { id: "desc" } });

  describe("who may call it", () => {
    it("answers 401 to a signed-out caller", async () => {
      const caller = callerFor(null);
      await expectTRPCError(caller.coa.list({ module: school }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(caller.coa.search({ module: school, term: "x" }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.create({ module: school, number: "1", name: "x" }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.checkIntegrity({ module: school, coaId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.inUseItems({ module: school, coaId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.remove({ module: school, coaId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.replace({ module: school, coaId: 1, newId: 2 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.export({ module: school }), "UNAUTHORIZED");
    });

    it("lets read-only staff view and export but not change; item staff only list for the picker", async () => {
      const { company, tuition } = await lincoln();
      const readOnly = await adminAt(company, { roleIds: [4] });
      expect((await readOnly.caller.coa.list({ module: school })).map((a) => a.id)).toContain(tuition.id);
      expect(await readOnly.caller.coa.search({ module: school, term: "4100" })).toHaveLength(1);
      expect(await readOnly.caller.coa.export({ module: school })).toContain("4100,Tuition");
      await expectTRPCError(
        readOnly.caller.coa.create({ module: school, number: "9", name: "No" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(readOnly.caller.coa.remove({ module: school, coaId: tuition.id }), "FORBIDDEN");
      await expectTRPCError(readOnly.caller.coa.checkIntegrity({ module: school, coaId: tuition.id }), "FORBIDDEN");

      const office = await adminAt(company, { roleIds: [3] });
      expect((await office.caller.coa.list({ module: school })).map((a) => a.id)).toContain(tuition.id);
      await expectTRPCError(office.caller.coa.search({ module: school, term: "4" }), "FORBIDDEN");
      await expectTRPCError(office.caller.coa.export({ module: school }), "FORBIDDEN");

      const promoter = await adminAt(company, { roleIds: [], permissions: ["promote.manage"] });
      await expectTRPCError(promoter.caller.coa.list({ module: school }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("refuses another module and parents", async () => {
      const { company, master } = await lincoln();
      await expectTRPCError(master.caller.coa.list({ module: "vendor" }), "FORBIDDEN");
      const parent = await t.fixtures.user({ kind: "PARENT", company });
      await expectTRPCError(callerFor(await t.fixtures.actor(parent)).coa.list({ module: "parent" }), "FORBIDDEN");
    });
  });

  describe("scope and shared accounts", () => {
    it("lists the site's own accounts and the shared ones above it, with item counts", async () => {
      const { master, shared, districtOnly, tuition, lab, subA, subB } = await lincoln();
      const list = await master.caller.coa.list({ module: school });
      expect(list.map((a) => [a.id, a.owned, a.itemCount])).toEqual([
        [shared.id, false, 0],
        [tuition.id, true, 2],
        [lab.id, true, 0],
        [subA.id, true, 1],
        [subB.id, true, 0],
      ]);
      expect(list.map((a) => a.id)).not.toContain(districtOnly.id);
      // The owner site's name, for the list's "owner site" column.
      const owners = await t.db.company.findMany({ where: { id: { in: [shared.companyId, tuition.companyId] } } });
      const ownerName = (id: number) => owners.find((c) => c.id === id)?.name;
      expect(list.find((a) => a.id === shared.id)?.companyName).toBe(ownerName(shared.companyId));
      expect(list.find((a) => a.id === tuition.id)?.companyName).toBe(ownerName(tuition.companyId));
      expect(ownerName(shared.companyId)).not.toBe(ownerName(tuition.companyId));
      expect((await master.caller.coa.list({ module: school, kind: "SUB" })).map((a) => a.id)).toEqual([subA.id, subB.id]);
    });

    it("keeps a school's accounts from its sibling and from the district's view of other schools' private rows", async () => {
      const { sibling, tuition, shared, districtMaster, company } = await lincoln();
      const neighbour = await adminAt(sibling);
      const ids = (await neighbour.caller.coa.list({ module: school })).map((a) => a.id);
      expect(ids).toContain(shared.id);
      expect(ids).not.toContain(tuition.id);
      // The district reaches the school below it.
      expect((await districtMaster.caller.coa.list({ module: school, companyId: company.id })).map((a) => a.id)).toContain(
        tuition.id,
      );
    });

    it("refuses another company's accounts and a shared account to the sites below its owner", async () => {
      const { company, master, shared, tuition } = await lincoln();
      const stranger = await adminAt(await t.fixtures.company());
      await expectTRPCError(
        stranger.caller.coa.list({ module: school, companyId: company.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        stranger.caller.coa.create({ module: school, companyId: company.id, number: "1", name: "x" }),
        "FORBIDDEN",
      );
      await expectTRPCError(stranger.caller.coa.checkIntegrity({ module: school, coaId: tuition.id }), "FORBIDDEN");
      await expectTRPCError(stranger.caller.coa.remove({ module: school, coaId: tuition.id }), "FORBIDDEN");
      await expectTRPCError(
        master.caller.coa.remove({ module: school, coaId: shared.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      expect(await exists(shared.id)).toBe(true);
      await expectTRPCError(
        master.caller.coa.remove({ module: school, coaId: 2_000_000_000 }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchAccount,
      );
    });
  });

  describe("create", () => {
    it("creates a primary or sub account, audited", async () => {
      const { company, master } = await lincoln();
      const created = await master.caller.coa.create({ module: school, number: " 5000 ", name: " Athletics ", isShared: true });
      expect(created).toMatchObject({
        number: "5000",
        name: "Athletics",
        isShared: true,
        kind: "PRIMARY",
        companyId: company.id,
        itemCount: 0,
      });
      const sub = await master.caller.coa.create({
        module: school,
        number: "5000",
        name: "Same number, sub",
        isSubaccount: true,
      });
      expect(sub.kind).toBe("SUB");
      expect((await lastAudit("coa.created", created.id))?.after).toMatchObject({
        number: "5000",
        isShared: true,
        kind: "PRIMARY",
      });
    });

    it("refuses a number the company already has for that kind (409), not another company's", async () => {
      const { master, districtMaster } = await lincoln();
      await expectTRPCError(
        master.caller.coa.create({ module: school, number: "4100", name: "Again" }),
        "CONFLICT",
        COA_ACCOUNT_MESSAGES.numberTaken,
      );
      // The district has no 4100 of its own.
      expect((await districtMaster.caller.coa.create({ module: school, number: "4100", name: "District 4100" })).number).toBe(
        "4100",
      );
    });

    it("requires a number and a name", async () => {
      const { master } = await lincoln();
      await expectTRPCError(
        master.caller.coa.create({ module: school, number: " ", name: "x" }),
        "BAD_REQUEST",
        COA_ACCOUNT_MESSAGES.numberRequired,
      );
      await expectTRPCError(
        master.caller.coa.create({ module: school, number: "1", name: "" }),
        "BAD_REQUEST",
        COA_ACCOUNT_MESSAGES.nameRequired,
      );
    });
  });

  describe("delete", () => {
    it("checks integrity and lists the items in use, with no transaction lines yet", async () => {
      const { master, tuition, lab, subA, football, band } = await lincoln();
      expect(await master.caller.coa.checkIntegrity({ module: school, coaId: tuition.id })).toEqual({ inUse: true });
      expect(await master.caller.coa.checkIntegrity({ module: school, coaId: lab.id })).toEqual({ inUse: false });
      expect(await master.caller.coa.checkIntegrity({ module: school, coaId: subA.id, kind: "SUB" })).toEqual({ inUse: true });
      const inUse = await master.caller.coa.inUseItems({ module: school, coaId: tuition.id });
      expect(inUse).toEqual({
        coaId: tuition.id,
        kind: "PRIMARY",
        items: [
          { id: band.id, code: band.code, title: "Band Trip" },
          { id: football.id, code: football.code, title: "Football Season Pass" },
        ],
        txnItemCount: 0,
      });
      // ?subcoa=yes with a primary account's id names no sub account.
      await expectTRPCError(
        master.caller.coa.inUseItems({ module: school, coaId: tuition.id, kind: "SUB" }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchAccount,
      );
    });

    it("counts the order lines of the items in use: they keep their history through a reassignment", async () => {
      const { master, tuition, football, band } = await lincoln();
      const order = await t.db.order.create({
        data: {
          companyId: football.companyId,
          source: "TERMINAL",
          status: "PAID",
          payerName: "Pat Payer",
          totalCents: 9000,
          paidCents: 9000,
          lines: {
            create: [
              { itemId: football.id, quantity: 1, amountCents: 4500, totalCents: 4500 },
              { itemId: band.id, quantity: 1, amountCents: 4500, totalCents: 4500 },
            ],
          },
        },
      });
      expect((await master.caller.coa.inUseItems({ module: school, coaId: tuition.id })).txnItemCount).toBe(2);
      await t.db.orderLine.deleteMany({ where: { orderId: order.id, itemId: band.id } });
      expect((await master.caller.coa.inUseItems({ module: school, coaId: tuition.id })).txnItemCount).toBe(1);
    });

    it("removes an unused account, audited, and refuses one in use (409)", async () => {
      const { master, tuition, lab } = await lincoln();
      expect(await master.caller.coa.remove({ module: school, coaId: lab.id })).toEqual({ coaId: lab.id });
      expect(await exists(lab.id)).toBe(false);
      expect((await lastAudit("coa.deleted", lab.id))?.before).toMatchObject({ number: "4200", name: "Lab Fees" });
      await expectTRPCError(
        master.caller.coa.remove({ module: school, coaId: tuition.id }),
        "CONFLICT",
        COA_ACCOUNT_MESSAGES.inUse,
      );
      expect(await exists(tuition.id)).toBe(true);
    });

    it("moves the items to the replacement and deletes the account, audited", async () => {
      const { master, tuition, lab, subA, football, band } = await lincoln();
      expect(
        await master.caller.coa.replace({ module: school, coaId: tuition.id, newId: lab.id, newName: "4200 - Lab Fees" }),
      ).toEqual({
        coaId: tuition.id,
        newId: lab.id,
        moved: 2,
      });
      expect(await accountsOf(football.id)).toEqual({ coaId: lab.id, subCoaId: subA.id });
      expect(await accountsOf(band.id)).toEqual({ coaId: lab.id, subCoaId: null });
      expect(await exists(tuition.id)).toBe(false);
      expect((await lastAudit("coa.replaced", tuition.id))?.after).toMatchObject({
        newId: lab.id,
        itemIds: expect.arrayContaining([football.id, band.id]),
      });
    });

    it("moves sub accounts in the sub column only, and accepts a shared account from above", async () => {
      const { master, subA, subB, football, tuition, shared } = await lincoln();
      await master.caller.coa.replace({ module: school, coaId: subA.id, newId: subB.id, kind: "SUB" });
      expect(await accountsOf(football.id)).toEqual({ coaId: tuition.id, subCoaId: subB.id });
      await master.caller.coa.replace({ module: school, coaId: tuition.id, newId: shared.id });
      expect(await accountsOf(football.id)).toEqual({ coaId: shared.id, subCoaId: subB.id });
    });

    it("validates the replacement with the spec's alert", async () => {
      const { master, tuition, subB, districtOnly, football } = await lincoln();
      const other = await account(await t.fixtures.company(), "4100", "Someone else's");
      for (const newId of [0, tuition.id, subB.id, districtOnly.id, other.id, 2_000_000_000]) {
        await expectTRPCError(
          master.caller.coa.replace({ module: school, coaId: tuition.id, newId }),
          "BAD_REQUEST",
          COA_MESSAGES.invalidReplacement,
        );
      }
      await expectTRPCError(
        master.caller.coa.replace({ module: school, coaId: tuition.id, newId: Number.NaN }),
        "BAD_REQUEST",
        COA_MESSAGES.invalidReplacement,
      );
      expect(await exists(tuition.id)).toBe(true);
      expect((await accountsOf(football.id)).coaId).toBe(tuition.id);
    });

    it("is one transaction: a replacement one item's company may not use moves nothing", async () => {
      // The district's shared account is used by items of two schools; the replacement is
      // private to the district, so the schools may not use it.
      const { district, districtMaster, company, sibling, shared, districtOnly } = await lincoln();
      const here = await item(company, { coaId: shared.id });
      const there = await item(sibling, { coaId: shared.id });
      await expectTRPCError(
        districtMaster.caller.coa.replace({ module: school, coaId: shared.id, newId: districtOnly.id }),
        "BAD_REQUEST",
        COA_MESSAGES.invalidReplacement,
      );
      expect((await accountsOf(here.id)).coaId).toBe(shared.id);
      expect((await accountsOf(there.id)).coaId).toBe(shared.id);
      expect(await exists(shared.id)).toBe(true);

      // A shared replacement works for both, and nothing is left on the old account.
      const other = await account(district, "4002", "District Shared Two", { shared: true });
      expect((await districtMaster.caller.coa.replace({ module: school, coaId: shared.id, newId: other.id })).moved).toBe(2);
      expect((await accountsOf(here.id)).coaId).toBe(other.id);
      expect((await accountsOf(there.id)).coaId).toBe(other.id);
      expect(await exists(shared.id)).toBe(false);
    });

    it("rolls the moves back when the delete fails (409)", async () => {
      // A row the move does not cover (a primary account in an item's sub column, which the
      // schema alone does not forbid) makes the delete fail after the items were moved.
      const { company, master, tuition, lab, football, band } = await lincoln();
      const stray = await item(company, { subCoaId: tuition.id });
      await expectTRPCError(
        master.caller.coa.replace({ module: school, coaId: tuition.id, newId: lab.id }),
        "CONFLICT",
        COA_MESSAGES.reassignFailed,
      );
      expect((await accountsOf(football.id)).coaId).toBe(tuition.id);
      expect((await accountsOf(band.id)).coaId).toBe(tuition.id);
      expect((await accountsOf(stray.id)).subCoaId).toBe(tuition.id);
      expect(await exists(tuition.id)).toBe(true);
      expect(await lastAudit("coa.replaced", tuition.id)).toBeNull();
    });
  });

  describe("search", () => {
    it("matches number and name case-insensitively, with shared accounts above, by kind", async () => {
      const { master, tuition, shared, subA } = await lincoln();
      expect((await master.caller.coa.search({ module: school, term: "TUIT" })).map((a) => a.id)).toEqual([tuition.id]);
      expect((await master.caller.coa.search({ module: school, term: "410" })).map((a) => a.id)).toEqual([tuition.id]);
      expect((await master.caller.coa.search({ module: school, term: "district" })).map((a) => a.id)).toEqual([shared.id]);
      expect((await master.caller.coa.search({ module: school, term: "sub a", kind: "SUB" })).map((a) => a.id)).toEqual([
        subA.id,
      ]);
      expect(await master.caller.coa.search({ module: school, term: "sub a" })).toEqual([]);
    });

    it("takes % and _ literally and answers at most 20", async () => {
      const { company, master } = await lincoln();
      const percent = await account(company, "7000", "Discount 100%");
      await account(company, "7001", "Discount 1000");
      expect((await master.caller.coa.search({ module: school, term: "100%" })).map((a) => a.id)).toEqual([percent.id]);
      expect(await master.caller.coa.search({ module: school, term: "_" })).toEqual([]);
      for (let n = 0; n < COA_SEARCH_LIMIT + 3; n++) await account(company, `8${String(n).padStart(3, "0")}`, "Bulk");
      expect(await master.caller.coa.search({ module: school, term: "bulk" })).toHaveLength(COA_SEARCH_LIMIT);
    });
  });

  describe("export", () => {
    it("writes account, name, is_shared, type, items as RFC 4180 CSV", async () => {
      const company = await t.fixtures.company();
      const master = await adminAt(company);
      const quoted = await account(company, "1", 'Fees, "Lab" and more');
      await account(company, "2", "=HYPERLINK(1)", { shared: true });
      await account(company, "3", "two\nlines", { sub: true });
      await item(company, { coaId: quoted.id });
      expect(await master.caller.coa.export({ module: school })).toBe(
        [
          "account,name,is_shared,type,items",
          '1,"Fees, ""Lab"" and more",0,primary,1',
          "2,'=HYPERLINK(1),1,primary,0",
          '3,"two\nlines",0,sub,0',
          "",
        ].join("\r\n"),
      );
    });
  });
});
