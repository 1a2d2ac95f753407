/**
 * The documented calls with exactly the payload they always sent (docs/product/documented-calls.md, Answers):
 * the chart-of-accounts reads without a payee (items/coa, items/subcoa, the two
 * suggests, chart-of-accounts/search), create-coa-upload without a payee, check-group with
 * group_id empty or 0, updateInfo without email, items/totals in dollars
 * as answers write them, create-item-upload's message, upload-coa-rows' errors, and the row
 * patch's price under fee type None (docs/product/items-and-fees.md).
 */
import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { COA_ACCOUNT_MESSAGES, GROUP_MESSAGES, ITEM_MESSAGES, PROFILE_MESSAGES, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, startTestServer, type TestServer } from "../src/http.ts";

describeDb("documented calls with the documented payload", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const post = (path: string, session: string, json: unknown = {}) => server.request(path, { session, json });
  const get = (path: string, session: string) => server.request(path, { method: "GET", session });

  /**
   * A district whose payee shares one account and keeps one private, a school with two payees of
   * its own (the first its default), and an unrelated school's payee.
   */
  async function district() {
    const top = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: top });
    const elsewhere = await t.fixtures.company();
    const districtPayee = await t.fixtures.payee(top);
    const general = await t.fixtures.payee(school);
    const athletics = await t.fixtures.payee(school);
    const foreign = await t.fixtures.payee(elsewhere);
    const account = (payee: { id: number }, number: string, name: string, options: { shared?: boolean; sub?: boolean } = {}) =>
      t.db.chartAccount.create({
        data: { payeeId: payee.id, number, name, isShared: options.shared ?? false, kind: options.sub ? "SUB" : "PRIMARY" },
      });
    const shared = await account(districtPayee, "4000", "District Fees", { shared: true });
    await account(districtPayee, "4001", "District Private");
    const tuition = await account(general, "4100", "Tuition");
    const gate = await account(athletics, "4500", "Gate Receipts");
    const subA = await account(general, "10", "Sub Tuition", { sub: true });
    const subB = await account(athletics, "20", "Sub Gate", { sub: true });
    await account(foreign, "4100", "Elsewhere Tuition");
    const admin = await t.fixtures.user({ company: school, roleIds: [1], permissions: [], label: "master" });
    const { token: session } = await t.fixtures.signIn(admin);
    return { top, school, districtPayee, general, athletics, shared, tuition, gate, subA, subB, admin, session };
  }

  describe("the chart-of-accounts reads without a payee", () => {
    it("items/coa and items/subcoa {company} answer the accounts of every payee the site may use, each naming its payee", async () => {
      const d = await district();
      expect(answer(await post("/school/items/coa", d.session, { company: d.school.id }))).toEqual({
        status: 200,
        body: {
          status: "success",
          accounts: [
            { id: d.shared.id, account: "4000", name: "District Fees", payee: d.districtPayee.id },
            { id: d.tuition.id, account: "4100", name: "Tuition", payee: d.general.id },
            { id: d.gate.id, account: "4500", name: "Gate Receipts", payee: d.athletics.id },
          ],
        },
      });
      expect(answer(await post("/school/items/subcoa", d.session, { company: d.school.id }))).toEqual({
        status: 200,
        body: {
          status: "success",
          accounts: [
            { id: d.subA.id, account: "10", name: "Sub Tuition", payee: d.general.id },
            { id: d.subB.id, account: "20", name: "Sub Gate", payee: d.athletics.id },
          ],
        },
      });
      // A payee that is sent still narrows the list.
      expect((await post("/school/items/coa", d.session, { company: d.school.id, payee: d.athletics.id })).body).toEqual({
        status: "success",
        accounts: [{ id: d.gate.id, account: "4500", name: "Gate Receipts", payee: d.athletics.id }],
      });
    });

    it("the two suggests and chart-of-accounts/search ?search_term= answer across the site's payees", async () => {
      const d = await district();
      expect(answer(await get("/api/suggest/item-coa-search?term=4", d.session))).toEqual({
        status: 200,
        body: {
          status: "success",
          data: [
            { id: d.shared.id, account: "4000", name: "District Fees", label: "4000 - District Fees", payee: d.districtPayee.id },
            { id: d.tuition.id, account: "4100", name: "Tuition", label: "4100 - Tuition", payee: d.general.id },
            { id: d.gate.id, account: "4500", name: "Gate Receipts", label: "4500 - Gate Receipts", payee: d.athletics.id },
          ],
        },
      });
      expect(answer(await get("/api/suggest/coasubs?term=sub", d.session))).toEqual({
        status: 200,
        body: {
          status: "success",
          data: [
            { id: d.subA.id, account: "10", name: "Sub Tuition", label: "10 - Sub Tuition", payee: d.general.id },
            { id: d.subB.id, account: "20", name: "Sub Gate", label: "20 - Sub Gate", payee: d.athletics.id },
          ],
        },
      });
      expect(answer(await get("/school/settings/chart-of-accounts/search?search_term=tuition", d.session))).toEqual({
        status: 200,
        body: { status: "success", data: [{ id: d.tuition.id, name: "4100 - Tuition", payee: d.general.id }] },
      });
    });
  });

  describe("POST /{module}/settings/chart-of-accounts/create-coa-upload (multipart file)", () => {
    it("without a payee fills the company's default settlement account", async () => {
      const d = await district();
      const file = { field: "file", name: "chart.csv", type: "text/csv", content: "account,name\r\n4600,Concessions\r\n" };
      const created = await server.request("/school/settings/chart-of-accounts/create-coa-upload", {
        session: d.session,
        ...multipartBody({}, file),
      });
      expect(answer(created)).toEqual({ status: 200, body: { status: "success", table_key: expect.stringMatching(/^[\w-]{20,}$/) } });
      const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: created.body!.table_key as string } });
      expect(batch.options).toMatchObject({ payeeId: d.general.id, siteId: d.school.id });

      // A company without any settlement account still has to name one.
      const bare = await t.fixtures.company();
      const admin = await t.fixtures.user({ company: bare, roleIds: [1], permissions: [], label: "bare" });
      const { token } = await t.fixtures.signIn(admin);
      const refused = await server.request("/school/settings/chart-of-accounts/create-coa-upload", { session: token, ...multipartBody({}, file) });
      expect(answer(refused)).toEqual({ status: 400, body: expect.objectContaining({ status: "error", message: COA_ACCOUNT_MESSAGES.choosePayee }) });
    });

    it("upload-coa-rows {items, key} answers each row's messages as errors", async () => {
      const d = await district();
      const created = await server.request("/school/settings/chart-of-accounts/create-coa-upload", {
        session: d.session,
        ...multipartBody({ payee: String(d.general.id) }, { field: "file", name: "chart.csv", type: "text/csv", content: "account,name\r\n" }),
      });
      const key = created.body!.table_key as string;
      const rows = await post("/school/settings/chart-of-accounts/upload-coa-rows", d.session, {
        key,
        items: [
          { account: "4700", name: "Clubs", is_shared: "0" },
          { account: "4800", name: "", is_shared: "1" },
        ],
      });
      expect(answer(rows)).toEqual({
        status: 200,
        body: {
          status: "success",
          rows: [
            { id: expect.any(Number), errors: [] },
            { id: expect.any(Number), errors: [COA_ACCOUNT_MESSAGES.nameRequired] },
          ],
        },
      });
    });
  });

  describe("GET /school/settings/students-and-groups/check-group?name=&group_id=", () => {
    it("checks a new group's name when group_id is empty or 0", async () => {
      const d = await district();
      const tag = uniqueSuffix();
      await t.db.studentGroup.create({ data: { companyId: d.school.id, name: `Band ${tag}` } });
      const check = (query: string) => get(`/school/settings/students-and-groups/check-group?${query}`, d.session);
      for (const groupId of ["0", ""]) {
        expect(answer(await check(`name=${encodeURIComponent(`Choir ${tag}`)}&group_id=${groupId}`))).toEqual({
          status: 200,
          body: { status: "success" },
        });
        expect(answer(await check(`name=${encodeURIComponent(`Band ${tag}`)}&group_id=${groupId}`))).toEqual({
          status: 409,
          body: { status: "error", message: GROUP_MESSAGES.nameTaken, errors: { name: GROUP_MESSAGES.nameTaken } },
        });
      }
    });
  });

  describe("POST /{module}/account/updateInfo {profile_update, ajax, profile fields}", () => {
    it("without email keeps the current one", async () => {
      const d = await district();
      const res = await post("/school/account/updateInfo", d.session, {
        profile_update: 1,
        ajax: 1,
        fname: "Ada",
        lname: "Byron",
        address: "1 Main St",
        city: "Springfield",
        state: "IL",
        country: "USA",
        zip: "62701",
        phone: "217-555-0100",
      });
      expect(answer(res)).toEqual({ status: 200, body: { status: "success", message: PROFILE_MESSAGES.updated } });
      const user = await t.db.user.findUniqueOrThrow({ where: { id: d.admin.id }, select: { email: true, firstName: true } });
      expect(user).toEqual({ email: d.admin.email, firstName: "Ada" });
    });
  });

  describe("item calls", () => {
    async function itemOf(d: Awaited<ReturnType<typeof district>>, data: { feeType?: "NONE" | "FIXED" | "SUGGESTED"; amountCents?: number } = {}) {
      const code = `D${uniqueSuffix()}`;
      return t.db.item.create({
        data: { companyId: d.school.id, code, slug: code.toLowerCase(), title: `Item ${code}`, settlementAccountId: d.general.id, coaId: d.tuition.id, ...data },
      });
    }

    it("items/totals answers total_sales as \"1234.50\": two decimals, no currency sign or thousands separator", async () => {
      const d = await district();
      const shirt = await itemOf(d);
      await t.db.order.create({
        data: {
          companyId: d.school.id,
          source: "TERMINAL",
          status: "PAID",
          payerName: "Pat",
          totalCents: 123450,
          paidCents: 123450,
          lines: { create: [{ itemId: shirt.id, quantity: 1, amountCents: 123450, totalCents: 123450 }] },
        },
      });
      expect(answer(await post(`/school/items/totals/${shirt.id}`, d.session))).toEqual({
        status: 200,
        body: { status: "success", total_sales: "1234.50", total_sales_cents: 123450 },
      });
    });

    it("create-item-upload {item_id, file} answers status, table_key, base_item_id and message", async () => {
      const d = await district();
      const base = await itemOf(d);
      const res = await server.request("/school/settings/items/create-item-upload", {
        session: d.session,
        ...multipartBody({ item_id: String(base.id) }, { field: "file", name: "items.csv", type: "text/csv", content: "title,amount\r\nShirt,12.50\r\n" }),
      });
      expect(answer(res)).toEqual({
        status: 200,
        body: { status: "success", table_key: expect.stringMatching(/^[\w-]{20,}$/), base_item_id: base.id, message: expect.any(String) },
      });
      expect(res.body!.message).toBe(UPLOAD_MESSAGES.started);
    });

    it("items/patch refuses single.amount under fee type None with the product's message, and takes the fee", async () => {
      const d = await district();
      const none = await itemOf(d, { feeType: "NONE", amountCents: 1500 });
      const patch = (values: Record<string, unknown>) => post("/school/items/patch", d.session, { item_code: none.code, values });
      expect(answer(await patch({ "single.amount": "20.00" }))).toEqual({
        status: 409,
        body: { status: "error", message: ITEM_MESSAGES.feeTypeBlocksPrice, errors: { "single.amount": ITEM_MESSAGES.feeTypeBlocksPrice } },
      });
      expect((await patch({ "single.convenience_fee_amount": "1.25" })).body).toMatchObject({ status: "success", item_code: none.code });
      const stored = await t.db.item.findUniqueOrThrow({ where: { id: none.id }, select: { amountCents: true, feeCents: true } });
      expect(stored).toEqual({ amountCents: 1500, feeCents: 125 });
      // Under Fixed the price is the item's to change.
      const fixed = await itemOf(d, { feeType: "FIXED", amountCents: 1500 });
      expect((await post("/school/items/patch", d.session, { item_code: fixed.code, values: { "single.amount": "20.00" } })).body).toMatchObject({
        status: "success",
      });
    });
  });
});
