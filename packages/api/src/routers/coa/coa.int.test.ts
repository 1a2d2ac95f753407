/**
 * Chart of accounts (docs/product/chart-of-accounts.md) through createCaller on a real database: who may call
 * what, the chart kept per payee, the company scope and the shared accounts of the payees of the
 * companies above, duplicate numbers per payee, the
 * integrity check, the refusal to delete an account in use, the reassignment that moves items
 * and deletes the account in one transaction, the replacement rules, search and the CSV export.
 */
import {
  describeDb,
  expectTRPCError,
  uniqueSuffix,
  type FixtureCompany,
  type UserOptions,
} from "@paydesk/tests/harness";
import { AUTH_MESSAGES, COA_ACCOUNT_MESSAGES, COA_MESSAGES, COA_SEARCH_LIMIT } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const school = "school" as const;

describeDb("coa router", (t) => {

  async function adminAt(company: FixtureCompany, options: Omit<UserOptions, "company"> = {}) {
    const user = await t.fixtures.user({ company, label: "admin", roleIds: [1], permissions: [], ...options });
    return { user, caller: callerFor(t.db, await t.fixtures.actor(user)) };
  }

  async function account(
    payee: { id: number },
    number: string,
    name: string,
    options: { shared?: boolean; sub?: boolean } = {},
  ) {
    return t.db.chartAccount.create({
      data: { payeeId: payee.id, number, name, isShared: options.shared ?? false, kind: options.sub ? "SUB" : "PRIMARY" },
    });
  }

  async function item(
    company: FixtureCompany,
    payee: { id: number },
    accounts: { coaId?: number; subCoaId?: number },
    title = `Item ${uniqueSuffix()}`,
  ) {
    const code = `A-${uniqueSuffix()}`;
    return t.db.item.create({
      data: { companyId: company.id, settlementAccountId: payee.id, code, slug: code.toLowerCase(), title, ...accounts },
    });
  }

  /**
   * A district whose payee shares "4000 District Fees", a school below it whose payee has its own
   * accounts and items, a second payee of the school with a chart of its own, and a sibling school.
   */
  async function lincoln() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const company = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const districtPayee = await t.fixtures.payee(district);
    const payee = await t.fixtures.payee(company);
    const secondPayee = await t.fixtures.payee(company);
    const master = await adminAt(company);
    const districtMaster = await adminAt(district);
    const shared = await account(districtPayee, "4000", "District Fees", { shared: true });
    const districtOnly = await account(districtPayee, "4001", "District Private");
    const tuition = await account(payee, "4100", "Tuition");
    const lab = await account(payee, "4200", "Lab Fees");
    const subA = await account(payee, "10", "Sub A", { sub: true });
    const subB = await account(payee, "20", "Sub B", { sub: true });
    const secondTuition = await account(secondPayee, "4100", "Tuition of the second payee");
    const football = await item(company, payee, { coaId: tuition.id, subCoaId: subA.id }, "Football Season Pass");
    const band = await item(company, payee, { coaId: tuition.id }, "Band Trip");
    return {
      district,
      company,
      sibling,
      districtPayee,
      payee,
      secondPayee,
      master,
      districtMaster,
      shared,
      districtOnly,
      tuition,
      lab,
      subA,
      subB,
      secondTuition,
      football,
      band,
    };
  }

  const accountsOf = async (itemId: number) =>
    t.db.item.findUniqueOrThrow({ where: { id: itemId }, select: { coaId: true, subCoaId: true } });
  const exists = async (id: number) => (await t.db.chartAccount.findUnique({ where: { id } })) !== null;
  const lastAudit = (action: string, entityId: number) =>
    t.db.auditEvent.findFirst({ where: { action, entityId: String(entityId) }, orderBy: { id: "desc" } });

  describe("who may call it", () => {
    it("answers 401 to a signed-out caller", async () => {
      const caller = callerFor(t.db, null);
      await expectTRPCError(caller.coa.list({ module: school, payeeId: 1 }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(caller.coa.search({ module: school, payeeId: 1, term: "x" }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.create({ module: school, payeeId: 1, number: "1", name: "x" }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.checkIntegrity({ module: school, coaId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.inUseItems({ module: school, coaId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.remove({ module: school, coaId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.replace({ module: school, coaId: 1, newId: 2 }), "UNAUTHORIZED");
      await expectTRPCError(caller.coa.export({ module: school, payeeId: 1 }), "UNAUTHORIZED");
      await expectTRPCError(caller.payees.list({ module: school }), "UNAUTHORIZED");
    });

    it("lets read-only staff view and export but not change; item staff only list for the picker", async () => {
      const { company, payee, tuition } = await lincoln();
      const readOnly = await adminAt(company, { roleIds: [4] });
      expect((await readOnly.caller.coa.list({ module: school, payeeId: payee.id })).map((a) => a.id)).toContain(tuition.id);
      expect(await readOnly.caller.coa.search({ module: school, payeeId: payee.id, term: "4100" })).toHaveLength(1);
      expect(await readOnly.caller.coa.export({ module: school, payeeId: payee.id })).toContain("4100,Tuition");
      expect((await readOnly.caller.payees.list({ module: school })).map((p) => p.id)).toContain(payee.id);
      await expectTRPCError(
        readOnly.caller.coa.create({ module: school, payeeId: payee.id, number: "9", name: "No" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(readOnly.caller.coa.remove({ module: school, coaId: tuition.id }), "FORBIDDEN");
      await expectTRPCError(readOnly.caller.coa.checkIntegrity({ module: school, coaId: tuition.id }), "FORBIDDEN");

      const office = await adminAt(company, { roleIds: [3] });
      expect((await office.caller.coa.list({ module: school, payeeId: payee.id })).map((a) => a.id)).toContain(tuition.id);
      await expectTRPCError(office.caller.coa.search({ module: school, payeeId: payee.id, term: "4" }), "FORBIDDEN");
      await expectTRPCError(office.caller.coa.export({ module: school, payeeId: payee.id }), "FORBIDDEN");

      const promoter = await adminAt(company, { roleIds: [], permissions: ["promote.manage"] });
      await expectTRPCError(promoter.caller.coa.list({ module: school, payeeId: payee.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(promoter.caller.payees.list({ module: school }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("refuses another module and parents", async () => {
      const { company, payee, master } = await lincoln();
      await expectTRPCError(master.caller.coa.list({ module: "vendor", payeeId: payee.id }), "FORBIDDEN");
      await expectTRPCError(master.caller.payees.list({ module: "vendor" }), "FORBIDDEN");
      const parent = await t.fixtures.user({ kind: "PARENT", company });
      await expectTRPCError(callerFor(t.db, await t.fixtures.actor(parent)).coa.list({ module: "parent", payeeId: payee.id }), "FORBIDDEN");
    });

    it("refuses a payee that is no id, and a create without one", async () => {
      const { master } = await lincoln();
      for (const payeeId of [0, Number.NaN]) {
        await expectTRPCError(
          master.caller.coa.list({ module: school, payeeId }),
          "BAD_REQUEST",
          COA_ACCOUNT_MESSAGES.choosePayee,
        );
      }
      await expectTRPCError(
        master.caller.coa.create({ module: school, payeeId: undefined, number: "1", name: "x" }),
        "BAD_REQUEST",
        COA_ACCOUNT_MESSAGES.choosePayee,
      );
    });
  });

  describe("payees", () => {
    it("lists the payees of the actor's subtree, or those a site's items may pay into", async () => {
      const { district, company, sibling, districtPayee, payee, secondPayee, master, districtMaster } = await lincoln();
      const siblingPayee = await t.fixtures.payee(sibling);
      const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((p) => p.id).sort((x, y) => x - y);
      expect(await ids(master.caller.payees.list({ module: school }))).toEqual([payee.id, secondPayee.id].sort((x, y) => x - y));
      expect(await ids(districtMaster.caller.payees.list({ module: school }))).toEqual(
        [districtPayee.id, payee.id, secondPayee.id, siblingPayee.id].sort((x, y) => x - y),
      );
      expect(await ids(master.caller.payees.list({ module: school, usableAt: company.id }))).toEqual(
        [districtPayee.id, payee.id, secondPayee.id].sort((x, y) => x - y),
      );
      const row = (await master.caller.payees.list({ module: school })).find((p) => p.id === payee.id);
      expect(row).toEqual({ id: payee.id, name: payee.name, companyId: company.id, companyName: company.name });
      await expectTRPCError(
        master.caller.payees.list({ module: school, usableAt: district.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
    });
  });

  describe("scope and shared accounts", () => {
    it("lists a payee's accounts with item counts; each payee has its own chart", async () => {
      const { company, master, payee, secondPayee, tuition, lab, subA, subB, secondTuition } = await lincoln();
      const list = await master.caller.coa.list({ module: school, payeeId: payee.id });
      expect(list.map((a) => [a.id, a.owned, a.itemCount])).toEqual([
        [tuition.id, true, 2],
        [lab.id, true, 0],
        [subA.id, true, 1],
        [subB.id, true, 0],
      ]);
      expect(list[0]).toMatchObject({ payeeId: payee.id, companyId: company.id, companyName: company.name });
      expect((await master.caller.coa.list({ module: school, payeeId: payee.id, kind: "SUB" })).map((a) => a.id)).toEqual([
        subA.id,
        subB.id,
      ]);
      expect((await master.caller.coa.list({ module: school, payeeId: secondPayee.id })).map((a) => a.id)).toEqual([secondTuition.id]);
    });

    it("shows a site only the shared accounts of a payee above it, read-only", async () => {
      const { district, master, districtPayee, shared, districtOnly } = await lincoln();
      const list = await master.caller.coa.list({ module: school, payeeId: districtPayee.id });
      expect(list.map((a) => [a.id, a.owned, a.companyId])).toEqual([[shared.id, false, district.id]]);
      expect(list.map((a) => a.id)).not.toContain(districtOnly.id);
      await expectTRPCError(master.caller.coa.remove({ module: school, coaId: shared.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(
        master.caller.coa.create({ module: school, payeeId: districtPayee.id, number: "1", name: "x" }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchPayee,
      );
      expect(await exists(shared.id)).toBe(true);
    });

    it("keeps a school's payees from its sibling; the district reaches the schools below it", async () => {
      const { sibling, payee, tuition, districtPayee, shared, districtOnly, districtMaster, company } = await lincoln();
      const neighbour = await adminAt(sibling);
      await expectTRPCError(
        neighbour.caller.coa.list({ module: school, payeeId: payee.id }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchPayee,
      );
      expect((await neighbour.caller.coa.list({ module: school, payeeId: districtPayee.id })).map((a) => a.id)).toEqual([shared.id]);
      expect((await districtMaster.caller.coa.list({ module: school, payeeId: districtPayee.id })).map((a) => a.id)).toEqual([
        shared.id,
        districtOnly.id,
      ]);
      expect((await districtMaster.caller.coa.list({ module: school, payeeId: payee.id })).map((a) => a.id)).toContain(tuition.id);
      expect(
        (await districtMaster.caller.coa.list({ module: school, payeeId: payee.id, companyId: company.id })).map((a) => a.owned),
      ).toContain(true);
    });

    it("refuses another company's payees and accounts", async () => {
      const { company, master, payee, tuition } = await lincoln();
      const stranger = await adminAt(await t.fixtures.company());
      await expectTRPCError(
        stranger.caller.coa.list({ module: school, payeeId: payee.id, companyId: company.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        stranger.caller.coa.list({ module: school, payeeId: payee.id }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchPayee,
      );
      await expectTRPCError(
        stranger.caller.coa.create({ module: school, payeeId: payee.id, number: "1", name: "x" }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchPayee,
      );
      await expectTRPCError(stranger.caller.coa.checkIntegrity({ module: school, coaId: tuition.id }), "FORBIDDEN");
      await expectTRPCError(stranger.caller.coa.remove({ module: school, coaId: tuition.id }), "FORBIDDEN");
      await expectTRPCError(
        master.caller.coa.list({ module: school, payeeId: 2_000_000_000 }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchPayee,
      );
      await expectTRPCError(
        master.caller.coa.remove({ module: school, coaId: 2_000_000_000 }),
        "NOT_FOUND",
        COA_ACCOUNT_MESSAGES.noSuchAccount,
      );
    });
  });

  describe("create", () => {
    it("creates a primary or sub account on the payee, audited with the request's address", async () => {
      const { company, master, payee } = await lincoln();
      const created = await master.caller.coa.create({
        module: school,
        payeeId: payee.id,
        number: " 5000 ",
        name: " Athletics ",
        isShared: true,
      });
      expect(created).toMatchObject({
        number: "5000",
        name: "Athletics",
        isShared: true,
        kind: "PRIMARY",
        payeeId: payee.id,
        companyId: company.id,
        owned: true,
        itemCount: 0,
      });
      const sub = await master.caller.coa.create({
        module: school,
        payeeId: payee.id,
        number: "5000",
        name: "Same number, sub",
        isSubaccount: true,
      });
      expect(sub.kind).toBe("SUB");
      const audit = await lastAudit("coa.created", created.id);
      expect(audit?.after).toMatchObject({ payeeId: payee.id, number: "5000", isShared: true, kind: "PRIMARY" });
      expect(audit?.companyId).toBe(company.id);
      expect(audit?.ip).toBeTruthy();
    });

    it("refuses a number the payee already has for that kind (409), not another payee's", async () => {
      const { master, payee, districtMaster, districtPayee } = await lincoln();
      await expectTRPCError(
        master.caller.coa.create({ module: school, payeeId: payee.id, number: "4100", name: "Again" }),
        "CONFLICT",
        COA_ACCOUNT_MESSAGES.numberTaken,
      );
      // The district's payee has no 4100 of its own.
      const created = await districtMaster.caller.coa.create({ module: school, payeeId: districtPayee.id, number: "4100", name: "District 4100" });
      expect(created.number).toBe("4100");
    });

    it("requires a number and a name", async () => {
      const { master, payee } = await lincoln();
      await expectTRPCError(
        master.caller.coa.create({ module: school, payeeId: payee.id, number: " ", name: "x" }),
        "BAD_REQUEST",
        COA_ACCOUNT_MESSAGES.numberRequired,
      );
      await expectTRPCError(
        master.caller.coa.create({ module: school, payeeId: payee.id, number: "1", name: "" }),
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
      const { master, payee, tuition, lab } = await lincoln();
      expect(await master.caller.coa.remove({ module: school, coaId: lab.id })).toEqual({ coaId: lab.id });
      expect(await exists(lab.id)).toBe(false);
      expect((await lastAudit("coa.deleted", lab.id))?.before).toMatchObject({ payeeId: payee.id, number: "4200", name: "Lab Fees" });
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

    it("moves sub accounts in the sub column only", async () => {
      const { master, subA, subB, football, tuition } = await lincoln();
      await master.caller.coa.replace({ module: school, coaId: subA.id, newId: subB.id, kind: "SUB" });
      expect(await accountsOf(football.id)).toEqual({ coaId: tuition.id, subCoaId: subB.id });
    });

    it("validates the replacement with the product's alert: same kind and same payee", async () => {
      const { master, tuition, subB, shared, districtOnly, secondTuition, football } = await lincoln();
      const other = await account(await t.fixtures.payee(await t.fixtures.company()), "4100", "Someone else's");
      for (const newId of [0, tuition.id, subB.id, shared.id, districtOnly.id, secondTuition.id, other.id, 2_000_000_000]) {
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
      // The district payee's shared account is used by items of two schools paying into it; the
      // replacement is private to the district, so the schools may not use it.
      const { districtPayee, districtMaster, company, sibling, shared, districtOnly } = await lincoln();
      const here = await item(company, districtPayee, { coaId: shared.id });
      const there = await item(sibling, districtPayee, { coaId: shared.id });
      await expectTRPCError(
        districtMaster.caller.coa.replace({ module: school, coaId: shared.id, newId: districtOnly.id }),
        "BAD_REQUEST",
        COA_MESSAGES.invalidReplacement,
      );
      expect((await accountsOf(here.id)).coaId).toBe(shared.id);
      expect((await accountsOf(there.id)).coaId).toBe(shared.id);
      expect(await exists(shared.id)).toBe(true);

      // A shared replacement works for both, and nothing is left on the old account.
      const other = await account(districtPayee, "4002", "District Shared Two", { shared: true });
      expect((await districtMaster.caller.coa.replace({ module: school, coaId: shared.id, newId: other.id })).moved).toBe(2);
      expect((await accountsOf(here.id)).coaId).toBe(other.id);
      expect((await accountsOf(there.id)).coaId).toBe(other.id);
      expect(await exists(shared.id)).toBe(false);
    });

    it("rolls the moves back when the delete fails (409)", async () => {
      // A row the move does not cover (a primary account in an item's sub column, which the
      // schema alone does not forbid) makes the delete fail after the items were moved.
      const { company, payee, master, tuition, lab, football, band } = await lincoln();
      const stray = await item(company, payee, { subCoaId: tuition.id });
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
    it("matches number and name case-insensitively within the payee, by kind", async () => {
      const { master, payee, districtPayee, tuition, shared, subA } = await lincoln();
      const search = (payeeId: number, term: string, kind?: "SUB") =>
        master.caller.coa.search({ module: school, payeeId, term, kind }).then((rows) => rows.map((a) => a.id));
      expect(await search(payee.id, "TUIT")).toEqual([tuition.id]);
      expect(await search(payee.id, "410")).toEqual([tuition.id]);
      expect(await search(payee.id, "district")).toEqual([]);
      expect(await search(districtPayee.id, "district")).toEqual([shared.id]);
      expect(await search(payee.id, "sub a", "SUB")).toEqual([subA.id]);
      expect(await search(payee.id, "sub a")).toEqual([]);
    });

    it("takes % and _ literally and answers at most 20", async () => {
      const { master, payee } = await lincoln();
      const percent = await account(payee, "7000", "Discount 100%");
      await account(payee, "7001", "Discount 1000");
      const search = (term: string) => master.caller.coa.search({ module: school, payeeId: payee.id, term });
      expect((await search("100%")).map((a) => a.id)).toEqual([percent.id]);
      expect(await search("_")).toEqual([]);
      for (let n = 0; n < COA_SEARCH_LIMIT + 3; n++) await account(payee, `8${String(n).padStart(3, "0")}`, "Bulk");
      expect(await search("bulk")).toHaveLength(COA_SEARCH_LIMIT);
    });
  });

  describe("export", () => {
    it("writes account, name, is_shared, site_id, type, items of one payee as RFC 4180 CSV", async () => {
      const company = await t.fixtures.company();
      const payee = await t.fixtures.payee(company);
      const master = await adminAt(company);
      const quoted = await account(payee, "1", 'Fees, "Lab" and more');
      await account(payee, "2", "=HYPERLINK(1)", { shared: true });
      await account(payee, "3", "two\nlines", { sub: true });
      await account(await t.fixtures.payee(company), "4", "Another payee's");
      await item(company, payee, { coaId: quoted.id });
      expect(await master.caller.coa.export({ module: school, payeeId: payee.id })).toBe(
        [
          "account,name,is_shared,site_id,type,items",
          `1,"Fees, ""Lab"" and more",0,${company.id},primary,1`,
          `2,'=HYPERLINK(1),1,${company.id},primary,0`,
          `3,"two\nlines",0,${company.id},sub,0`,
          "",
        ].join("\r\n"),
      );
    });
  });
});
