/**
 * HTTP contract of the chart-of-accounts calls (docs/product/chart-of-accounts.md,
 * docs/product/documented-calls.md): payments/save, check-integrity, remove, get-inuse-items,
 * update-items, search and the item builder's items/coa and items/subcoa, all per settlement
 * account (payee), with the documented field names; and the payee list for tools.
 */
import { describeDb, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, COA_ACCOUNT_MESSAGES, COA_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

const base = "/school/settings/chart-of-accounts";

describeDb("chart of accounts over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

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

  async function item(company: FixtureCompany, payee: { id: number }, accounts: { coaId?: number; subCoaId?: number }, title: string) {
    const code = `K-${uniqueSuffix()}`;
    return t.db.item.create({
      data: { companyId: company.id, settlementAccountId: payee.id, code, slug: code.toLowerCase(), title, ...accounts },
    });
  }

  /** A district whose payee shares one account, a school whose payee has primary and sub accounts and items, an unrelated school. */
  async function lincoln() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const company = await t.fixtures.company({ parent: district });
    const elsewhere = await t.fixtures.company();
    const districtPayee = await t.fixtures.payee(district);
    const payee = await t.fixtures.payee(company);
    const foreignPayee = await t.fixtures.payee(elsewhere);
    const admin = await t.fixtures.user({ company, roleIds: [1], permissions: [], label: "master" });
    const { token: session } = await t.fixtures.signIn(admin);
    const shared = await account(districtPayee, "4000", "District Fees", { shared: true });
    await account(districtPayee, "4001", "District Private");
    const tuition = await account(payee, "4100", "Tuition");
    const lab = await account(payee, "4200", "Lab Fees");
    const subA = await account(payee, "10", "Sub A", { sub: true });
    const subB = await account(payee, "20", "Sub B", { sub: true });
    const football = await item(company, payee, { coaId: tuition.id, subCoaId: subA.id }, "Football Season Pass");
    const foreign = await account(foreignPayee, "9000", "Elsewhere");
    return {
      district,
      company,
      elsewhere,
      districtPayee,
      payee,
      foreignPayee,
      admin,
      session,
      shared,
      tuition,
      lab,
      subA,
      subB,
      football,
      foreign,
    };
  }

  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const post = (path: string, session: string | undefined, json: unknown = {}) => server.request(path, { session, json });

  describe("POST /{module}/payments/save", () => {
    it("creates an account from acc_no, acc_name, acc_is_shared, is_subaccount and payee", async () => {
      const { payee, session } = await lincoln();
      const res = await server.request("/school/payments/save", {
        session,
        form: { acc_no: "5000", acc_name: "Athletics", acc_is_shared: "1", is_subaccount: "0", payee: String(payee.id) },
      });
      expect(answer(res)).toEqual({ status: 200, body: { status: "success", id: expect.any(Number) } });
      const created = await t.db.chartAccount.findUniqueOrThrow({ where: { id: res.body!.id as number } });
      expect(created).toMatchObject({
        payeeId: payee.id,
        number: "5000",
        name: "Athletics",
        isShared: true,
        kind: "PRIMARY",
      });
      const sub = await post("/school/payments/save", session, { acc_no: "5000", acc_name: "Sub", is_subaccount: 1, payee: payee.id });
      expect((await t.db.chartAccount.findUniqueOrThrow({ where: { id: sub.body!.id as number } })).kind).toBe("SUB");
    });

    it("answers 409 for a taken number, 400 with the field's message, 401, and 404 for a payee that is not the caller's", async () => {
      const { payee, districtPayee, foreignPayee, session } = await lincoln();
      expect(answer(await post("/school/payments/save", session, { acc_no: "4100", acc_name: "Again", payee: payee.id }))).toEqual(
        error(409, COA_ACCOUNT_MESSAGES.numberTaken),
      );
      expect(await post("/school/payments/save", session, { acc_no: "1", acc_name: "No payee" })).toMatchObject({
        status: 400,
        body: { status: "error", message: COA_ACCOUNT_MESSAGES.choosePayee, errors: { payee: COA_ACCOUNT_MESSAGES.choosePayee } },
      });
      expect(await post("/school/payments/save", session, { acc_name: "No number", payee: payee.id })).toMatchObject({
        status: 400,
        body: {
          status: "error",
          message: COA_ACCOUNT_MESSAGES.numberRequired,
          errors: { acc_no: COA_ACCOUNT_MESSAGES.numberRequired },
        },
      });
      expect(answer(await post("/school/payments/save", undefined, { acc_no: "1", acc_name: "x", payee: payee.id }))).toEqual(
        error(401, AUTH_MESSAGES.notSignedIn),
      );
      // Another company's payee, and the district's (read-only below it), are not the school's to change.
      for (const other of [foreignPayee, districtPayee]) {
        expect(answer(await post("/school/payments/save", session, { acc_no: "1", acc_name: "x", payee: other.id }))).toEqual(
          error(404, COA_ACCOUNT_MESSAGES.noSuchPayee),
        );
      }
    });
  });

  describe("the delete calls", () => {
    it("check-integrity answers in_use", async () => {
      const { session, tuition, lab } = await lincoln();
      expect(answer(await post(`${base}/${tuition.id}/check-integrity`, session))).toEqual({
        status: 200,
        body: { status: "success", in_use: true },
      });
      expect(answer(await post(`${base}/${lab.id}/check-integrity`, session))).toEqual({
        status: 200,
        body: { status: "success", in_use: false },
      });
    });

    it("get-inuse-items answers items and txn_item_cnt, for sub accounts with ?subcoa=yes", async () => {
      const { session, tuition, subA, football } = await lincoln();
      const expected = {
        status: 200,
        body: {
          status: "success",
          items: [{ item_id: football.id, item_code: football.code, title: "Football Season Pass" }],
          txn_item_cnt: 0,
        },
      };
      expect(answer(await post(`${base}/${tuition.id}/get-inuse-items`, session))).toEqual(expected);
      expect(answer(await post(`${base}/${subA.id}/get-inuse-items?subcoa=yes`, session))).toEqual(expected);
      expect(answer(await post(`${base}/${tuition.id}/get-inuse-items?subcoa=yes`, session))).toEqual(
        error(404, COA_ACCOUNT_MESSAGES.noSuchAccount),
      );
    });

    it("remove deletes an unused account and answers 409 for one in use", async () => {
      const { session, tuition, lab } = await lincoln();
      expect(answer(await post(`${base}/${lab.id}/remove`, session))).toEqual({ status: 200, body: { status: "success" } });
      expect(await t.db.chartAccount.findUnique({ where: { id: lab.id } })).toBeNull();
      expect(answer(await post(`${base}/${tuition.id}/remove`, session))).toEqual(error(409, COA_ACCOUNT_MESSAGES.inUse));
    });

    it("update-items moves the items to newId and deletes the account", async () => {
      const { session, tuition, lab, subA, subB, football } = await lincoln();
      expect(
        answer(await post(`${base}/${tuition.id}/update-items/${lab.id}`, session, { new_coa_name: "4200 - Lab Fees" })),
      ).toEqual({
        status: 200,
        body: { status: "success", moved: 1 },
      });
      expect(answer(await post(`${base}/${subA.id}/update-items/${subB.id}?subcoa=yes`, session))).toEqual({
        status: 200,
        body: { status: "success", moved: 1 },
      });
      expect(await t.db.item.findUniqueOrThrow({ where: { id: football.id } })).toMatchObject({
        coaId: lab.id,
        subCoaId: subB.id,
      });
      expect(await t.db.chartAccount.findUnique({ where: { id: tuition.id } })).toBeNull();
      expect(await t.db.chartAccount.findUnique({ where: { id: subA.id } })).toBeNull();
    });

    it("update-items answers 400 with the product's alert for a new account that is 0, the same or unusable", async () => {
      const { session, tuition, subB, foreign, football } = await lincoln();
      for (const newId of ["0", String(tuition.id), String(subB.id), String(foreign.id), "abc"]) {
        expect(await post(`${base}/${tuition.id}/update-items/${newId}`, session)).toMatchObject({
          status: 400,
          body: { status: "error", message: COA_MESSAGES.invalidReplacement },
        });
      }
      expect((await t.db.item.findUniqueOrThrow({ where: { id: football.id } })).coaId).toBe(tuition.id);
    });

    it("answers 401 signed out and 403 for another company's account", async () => {
      const { session, foreign, lab } = await lincoln();
      for (const path of ["check-integrity", "get-inuse-items", "remove", `update-items/${lab.id}`]) {
        expect(answer(await post(`${base}/${foreign.id}/${path}`, undefined))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
        expect(answer(await post(`${base}/${foreign.id}/${path}`, session))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      }
      expect(await post(`${base}/abc/check-integrity`, session)).toMatchObject({
        status: 400,
        body: { status: "error", message: COA_ACCOUNT_MESSAGES.chooseAccount },
      });
      expect(await t.db.chartAccount.findUnique({ where: { id: foreign.id } })).not.toBeNull();
    });
  });

  describe("GET /{module}/settings/chart-of-accounts/search", () => {
    it("answers data with id and name, matching number or name within the payee", async () => {
      const { session, payee, districtPayee, tuition, shared } = await lincoln();
      const search = (query: string) => server.request(`${base}/search?${query}`, { session }).then(answer);
      expect(await search(`search_term=tuit&payee=${payee.id}`)).toEqual({
        status: 200,
        body: { status: "success", data: [{ id: tuition.id, name: "4100 - Tuition", payee: payee.id }] },
      });
      expect(await search(`search_term=4000&payee=${payee.id}`)).toEqual({ status: 200, body: { status: "success", data: [] } });
      // The district payee's chart as the school sees it: the shared account only.
      expect(await search(`search_term=400&payee=${districtPayee.id}`)).toEqual({
        status: 200,
        body: { status: "success", data: [{ id: shared.id, name: "4000 - District Fees", payee: districtPayee.id }] },
      });
    });

    it("answers 401 signed out, 400 for a payee that is no id, 403 for another company and 404 for its payee", async () => {
      const { session, payee, elsewhere, foreignPayee } = await lincoln();
      const search = (query: string, as?: string) => server.request(`${base}/search?${query}`, { session: as }).then(answer);
      expect(await search(`search_term=x&payee=${payee.id}`)).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(await search("search_term=x&payee=abc", session)).toEqual(error(400, COA_ACCOUNT_MESSAGES.choosePayee));
      expect(await search(`search_term=x&payee=${payee.id}&company=${elsewhere.id}`, session)).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect(await search(`search_term=x&payee=${foreignPayee.id}`, session)).toEqual(error(404, COA_ACCOUNT_MESSAGES.noSuchPayee));
    });
  });

  describe("POST /{module}/items/coa and /{module}/items/subcoa", () => {
    it("answer the payee's accounts with account and name, as the item's company sees them", async () => {
      const { company, session, payee, districtPayee, shared, tuition, lab, subA, subB } = await lincoln();
      expect(answer(await post("/school/items/coa", session, { company: company.id, payee: payee.id }))).toEqual({
        status: 200,
        body: {
          status: "success",
          accounts: [
            { id: tuition.id, account: "4100", name: "Tuition", payee: payee.id },
            { id: lab.id, account: "4200", name: "Lab Fees", payee: payee.id },
          ],
        },
      });
      expect(answer(await post("/school/items/coa", session, { company: company.id, payee: districtPayee.id }))).toEqual({
        status: 200,
        body: { status: "success", accounts: [{ id: shared.id, account: "4000", name: "District Fees", payee: districtPayee.id }] },
      });
      expect(answer(await post("/school/items/subcoa", session, { payee: payee.id }))).toEqual({
        status: 200,
        body: {
          status: "success",
          accounts: [
            { id: subA.id, account: "10", name: "Sub A", payee: payee.id },
            { id: subB.id, account: "20", name: "Sub B", payee: payee.id },
          ],
        },
      });
    });

    it("answers 401 signed out, 400 for a payee that is no id or for a bad company, 403 for another company, 404 for its payee", async () => {
      const { session, payee, elsewhere, foreignPayee } = await lincoln();
      for (const path of ["/school/items/coa", "/school/items/subcoa"]) {
        expect(answer(await post(path, undefined, { payee: payee.id }))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
        expect(answer(await post(path, session, { payee: "abc" }))).toEqual(error(400, COA_ACCOUNT_MESSAGES.choosePayee));
        expect(answer(await post(path, session, { payee: payee.id, company: elsewhere.id }))).toEqual(
          error(403, AUTH_MESSAGES.accessDenied),
        );
        expect(answer(await post(path, session, { payee: foreignPayee.id }))).toEqual(error(404, COA_ACCOUNT_MESSAGES.noSuchPayee));
        expect((await post(path, session, { payee: payee.id, company: "abc" })).status).toBe(400);
      }
    });
  });

  describe("GET /{module}/settings/payees/list", () => {
    it("answers payees with payee_id, name and company_id for the caller's subtree", async () => {
      const { company, session, payee } = await lincoln();
      const second = await t.fixtures.payee(company, `Second ${uniqueSuffix()}`);
      const res = answer(await server.request("/school/settings/payees/list", { session }));
      expect(res.status).toBe(200);
      const payees = (res.body as { payees: unknown[] }).payees;
      expect(payees).toHaveLength(2);
      expect(payees).toEqual(
        expect.arrayContaining([
          { payee_id: payee.id, name: payee.name, company_id: company.id },
          { payee_id: second.id, name: second.name, company_id: company.id },
        ]),
      );
      expect(res.body).toMatchObject({ status: "success" });
    });

    it("adds the payees above with ?usable_at=, the ones the site's items may pay into", async () => {
      const { company, district, session, payee, districtPayee } = await lincoln();
      const res = await server.request(`/school/settings/payees/list?usable_at=${company.id}`, { session });
      expect((res.body!.payees as { payee_id: number; company_id: number }[]).map((p) => [p.payee_id, p.company_id]).sort()).toEqual(
        [
          [payee.id, company.id],
          [districtPayee.id, district.id],
        ].sort(),
      );
    });

    it("answers 401 signed out, 403 in another module or for another company, 400 for a bad id", async () => {
      const { session, elsewhere } = await lincoln();
      expect(answer(await server.request("/school/settings/payees/list"))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
      expect(answer(await server.request("/vendor/settings/payees/list", { session }))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(answer(await server.request(`/school/settings/payees/list?usable_at=${elsewhere.id}`, { session }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect((await server.request("/school/settings/payees/list?usable_at=abc", { session })).status).toBe(400);
    });
  });
});
