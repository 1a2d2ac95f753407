/**
 * HTTP contract of the item builder's calls (docs/product/items-and-fees.md,
 * docs/product/documented-calls.md) with the documented field names: items/save, check-readiness,
 * /api/fee, soldout remove (and our list/create), the account and group suggestions, items/groups,
 * studentsforcompany(2), the item rules calls, the payment settings, and the image bytes and upload.
 */
import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import {
  AUTH_MESSAGES,
  BUILDER_MESSAGES,
  COA_ACCOUNT_MESSAGES,
  IMAGE_MESSAGES,
  ITEM_FORM_MESSAGES,
  ITEM_MESSAGES,
  ITEM_READINESS_MESSAGES,
  ITEM_RULE_MESSAGES,
  SOLD_OUT_MESSAGES,
} from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE, startTestServer, type TestServer } from "../src/http.ts";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

describeDb("item builder over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function site() {
    const s = uniqueSuffix();
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const company = await t.fixtures.company({ parent: district });
    const elsewhere = await t.fixtures.company();
    const admin = await t.fixtures.user({ company, roleIds: [1], permissions: [], label: "master" });
    const { token: session } = await t.fixtures.signIn(admin);
    const category = await t.fixtures.category(company);
    const payee = await t.db.settlementAccount.create({
      data: { companyId: company.id, name: `Payee ${s}`, reference: s, cardRateHundredths: 300, cardFixedFeeCents: 30 },
    });
    const foreignPayee = await t.db.settlementAccount.create({ data: { companyId: elsewhere.id, name: `Other ${s}`, reference: s } });
    // The payee's chart of accounts (docs/product/chart-of-accounts.md).
    const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `41${s.slice(0, 3)}`, name: "Tuition", kind: "PRIMARY" } });
    const sub = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `91${s.slice(0, 3)}`, name: "Tuition sub", kind: "SUB" } });
    const soldOut = await t.db.soldOutMessage.create({ data: { companyId: company.id, text: "Gone" } });
    const student = await t.db.student.create({
      data: { companyId: company.id, externalId: `S-${s}`, firstName: "Grace", lastName: `Hopper${s}`, grade: "9" },
    });
    const group = await t.db.studentGroup.create({ data: { companyId: company.id, name: `Choir ${s}`, isSmart: true } });
    const image = await t.db.image.create({ data: { companyId: company.id, name: "crest.png", contentType: "image/png", byteSize: PNG.length, data: PNG } });
    const foreignImage = await t.db.image.create({ data: { companyId: elsewhere.id, name: "x.png", contentType: "image/png", byteSize: PNG.length, data: PNG } });
    return { district, company, elsewhere, admin, session, category, payee, foreignPayee, coa, sub, soldOut, student, group, image, foreignImage };
  }
  type Site = Awaited<ReturnType<typeof site>>;

  const post = (path: string, session: string | undefined, json: unknown = {}) => server.request(path, { session, json });
  const get = (path: string, session: string | undefined) => server.request(path, { session });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });

  /** The legacy form's fields for an item that passes readiness. */
  const fields = (s: Site, extra: Record<string, unknown> = {}) => ({
    item_type: "general",
    title: "Science fair",
    description: "<p>Entry fee</p>",
    category: String(s.category.id),
    payee: String(s.payee.id),
    chart_of_accounts: String(s.coa.id),
    sub_chart_of_accounts_id: String(s.sub.id),
    amount_type: "Fixed",
    amount: "$1,234.50",
    fee_type: "Fixed",
    convenience_fee: "1.5",
    tax: "8.25%",
    shipping: "",
    available_items: "12",
    ...extra,
  });

  describe("POST /{module}/items/save", () => {
    it("answers 401 signed out", async () => {
      expect(answer(await post("/school/items/save", undefined, { title: "x" }))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
    });

    it("creates from the documented fields, reading dollars and percents like the page's blur", async () => {
      const s = await site();
      const res = await post("/school/items/save", s.session, {
        ...fields(s),
        custom_fields: [
          { label: "Grade level", type: "radios", values: ["9", "10"], position: 1 },
          { label: "Name on badge", type: "text", position: 0, is_mandatory: "1" },
        ],
        grades: "9,10",
        students: [String(s.student.id)],
        groups: [s.group.id],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", message: ITEM_MESSAGES.saved, item_status: "ACTIVE", is_draft: 0, ready: true });
      const itemId = res.body!.item_id as number;
      expect(res.body!.pay_for_url).toBe(`/pay/for/Science-fair/${res.body!.item_code as string}`);
      const row = await t.db.item.findUniqueOrThrow({ where: { id: itemId }, include: { customFields: { orderBy: { position: "asc" } }, targets: true } });
      expect(row).toMatchObject({
        type: "BASIC",
        amountCents: 123450,
        feeType: "FIXED",
        feeCents: 150,
        taxEnabled: true,
        taxRateHundredths: 825,
        shippingEnabled: false,
        quantityAvailable: 12,
        companyId: s.company.id,
      });
      expect(row.customFields.map((f) => [f.label, f.type, f.isMandatory])).toEqual([
        ["Name on badge", "TEXT", true],
        ["Grade level", "RADIOS", false],
      ]);
      expect(row.targets.map((x) => x.kind).sort()).toEqual(["GRADE", "GRADE", "GROUP", "STUDENT"]);
    });

    it("updates by item_id, and saves as draft with is_draft", async () => {
      const s = await site();
      const created = await post("/school/items/save", s.session, fields(s));
      const itemId = created.body!.item_id as number;
      const res = await post("/school/items/save", s.session, { ...fields(s, { title: "Science fair 2027", description: "" }), item_id: itemId, is_draft: "1" });
      expect(res.body).toMatchObject({ status: "success", item_id: itemId, item_status: "DRAFT", is_draft: 1, ready: false, message: ITEM_MESSAGES.moveOutOfDraft });
      expect(await t.db.item.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({ title: "Science fair 2027", active: false, visible: false });
    });

    it("refuses a not-ready item with the draft-only message and the problems under the documented names", async () => {
      const s = await site();
      const res = await post("/school/items/save", s.session, fields(s, { description: " ", chart_of_accounts: "", amount_type: "Open", fee_type: "Suggested" }));
      expect(answer(res)).toEqual(error(400, ITEM_MESSAGES.draftOnly));
      expect(res.body!.errors).toEqual({
        description: ITEM_READINESS_MESSAGES.descriptionRequired,
        chart_of_accounts: ITEM_READINESS_MESSAGES.accountRequired,
        convenience_fee: ITEM_READINESS_MESSAGES.feeTypeNotOffered,
      });
    });

    it("answers bad input and foreign references with 400 under the documented field names", async () => {
      const s = await site();
      const noTitle = await post("/school/items/save", s.session, fields(s, { title: "" }));
      expect(answer(noTitle)).toEqual(error(400, ITEM_FORM_MESSAGES.titleRequired));
      expect(noTitle.body!.errors).toEqual({ title: ITEM_FORM_MESSAGES.titleRequired });
      const badAmount = await post("/school/items/save", s.session, fields(s, { amount: "free" }));
      expect(badAmount.body!.errors).toEqual({ amount: ITEM_FORM_MESSAGES.dollarRange });
      const foreign = await post("/school/items/save", s.session, fields(s, { payee: String(s.foreignPayee.id) }));
      expect(answer(foreign)).toEqual(error(400, BUILDER_MESSAGES.invalidChoice));
      expect(foreign.body!.errors).toEqual({ payee: BUILDER_MESSAGES.invalidChoice });
      // An account of another payee than the item's: the chart of accounts must be chosen again.
      const second = await t.fixtures.payee(s.company);
      const otherPayee = await post("/school/items/save", s.session, fields(s, { payee: String(second.id) }));
      expect(otherPayee.body!.errors).toEqual({ chart_of_accounts: BUILDER_MESSAGES.invalidChoice });
      expect(answer(await post("/vendor/items/save", s.session, fields(s)))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
    });
  });

  describe("POST /{module}/items/check-readiness", () => {
    it("answers ready, the problems, and an escaped HTML fragment listing them", async () => {
      const s = await site();
      const ready = await post("/school/items/check-readiness", s.session, fields(s));
      expect(ready.body).toMatchObject({ status: "success", ready: true, problems: [] });
      expect(ready.body!.html).toContain('data-ready="1"');
      const res = await post("/school/items/check-readiness", s.session, {
        ...fields(s, { description: "", disable_guest: "2", visible: "1" }),
        custom_fields: [{ label: "", type: "text" }],
      });
      expect(res.body).toMatchObject({ status: "success", ready: false });
      expect(res.body!.problems).toEqual([
        { area: "description", message: ITEM_READINESS_MESSAGES.descriptionRequired, input: null },
        { area: "guestPrivileges", message: ITEM_READINESS_MESSAGES.guestOnlyVisible, input: null },
        { area: "input", message: "All custom fields must have a label.", input: "customFields.0" },
      ]);
      const html = res.body!.html as string;
      expect(html).toContain(`<li data-area="description">${ITEM_READINESS_MESSAGES.descriptionRequired}</li>`);
      expect(html).toContain('<li data-area="input" data-input="customFields.0">');
      expect(html).toContain(`<li data-area="guestPrivileges">${ITEM_READINESS_MESSAGES.guestOnlyVisible}</li>`);
    });

    it("answers 401 signed out", async () => {
      expect(answer(await post("/school/items/check-readiness", undefined, {}))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
    });
  });

  describe("GET /api/fee", () => {
    it("suggests the payee's card rate times the amount plus its fixed fee, as dollar strings", async () => {
      const s = await site();
      const res = await get(`/api/fee?payeeId=${s.payee.id}&amount=25.00`, s.session);
      expect(answer(res)).toEqual({ status: 200, body: { status: "success", feeAmount: "1.05", totalAmount: "26.05" } });
    });

    it("answers an error for another company's payee, a missing amount and a signed-out caller", async () => {
      const s = await site();
      expect((await get(`/api/fee?payeeId=${s.foreignPayee.id}&amount=25`, s.session)).status).toBe(404);
      expect((await get(`/api/fee?payeeId=${s.payee.id}`, s.session)).status).toBe(400);
      expect((await get(`/api/fee?payeeId=${s.payee.id}&amount=25`, undefined)).status).toBe(401);
    });
  });

  describe("sold-out messages", () => {
    it("GET /{module}/soldout/{id}/remove removes it, then answers the product's failure message", async () => {
      const s = await site();
      const res = await get(`/school/soldout/${s.soldOut.id}/remove`, s.session);
      expect(res.body).toMatchObject({ status: "success", message: SOLD_OUT_MESSAGES.removed, soldout_message_id: s.soldOut.id });
      expect(answer(await get(`/school/soldout/${s.soldOut.id}/remove`, s.session))).toEqual(error(404, ITEM_MESSAGES.soldOutRemoveFailed));
    });

    it("refuses the remove GET from another site, as a write", async () => {
      const s = await site();
      const res = await server.request(`/school/soldout/${s.soldOut.id}/remove`, { session: s.session, headers: { "sec-fetch-site": "cross-site" } });
      expect(res.status).toBe(403);
      expect(await t.db.soldOutMessage.findUnique({ where: { id: s.soldOut.id } })).not.toBeNull();
    });

    it("lists and creates the company's messages", async () => {
      const s = await site();
      const created = await post("/school/soldout/create", s.session, { text: "See you in spring" });
      expect(created.body).toMatchObject({ status: "success", text: "See you in spring", item_count: 0 });
      expect(answer(await post("/school/soldout/create", s.session, { text: "" }))).toEqual(error(400, ITEM_FORM_MESSAGES.soldOutTextRequired));
      const list = await get("/school/soldout/list", s.session);
      expect((list.body!.messages as { text: string }[]).map((m) => m.text)).toEqual(["Gone", "See you in spring"]);
    });
  });

  describe("suggestions and searches", () => {
    it("GET /api/suggest/item-coa-search and /api/suggest/coasubs suggest the chosen payee's primary and sub accounts", async () => {
      const s = await site();
      const primary = await get(`/api/suggest/item-coa-search?term=tuit&payee=${s.payee.id}`, s.session);
      expect(primary.body).toEqual({
        status: "success",
        data: [{ id: s.coa.id, account: s.coa.number, name: "Tuition", label: `${s.coa.number} - Tuition`, payee: s.payee.id }],
      });
      const subs = await get(`/api/suggest/coasubs?term=tuit&payee=${s.payee.id}`, s.session);
      expect((subs.body!.data as { id: number }[]).map((a) => a.id)).toEqual([s.sub.id]);
      const second = await t.fixtures.payee(s.company);
      expect((await get(`/api/suggest/item-coa-search?term=tuit&payee=${second.id}`, s.session)).body).toEqual({ status: "success", data: [] });
      expect(answer(await get(`/api/suggest/coasubs?term=tuit&payee=0`, s.session))).toEqual(error(400, COA_ACCOUNT_MESSAGES.choosePayee));
      expect((await get(`/api/suggest/coasubs?term=tuit&payee=${s.foreignPayee.id}`, s.session)).status).toBe(404);
      expect((await get(`/api/suggest/coasubs?term=x&payee=${s.payee.id}`, undefined)).status).toBe(401);
    });

    it("POST /api/suggest/groups and /{module}/items/groups list groups with is_smart", async () => {
      const s = await site();
      const expected = { status: "success", groups: [{ id: s.group.id, name: s.group.name, is_smart: true }] };
      expect((await post("/api/suggest/groups", s.session, { term: "choir" })).body).toEqual(expected);
      expect((await post("/api/suggest/groups", s.session, { term: "nothing-like-it" })).body).toEqual({ status: "success", groups: [] });
      expect((await post("/school/items/groups", s.session, {})).body).toEqual(expected);
    });

    it("studentsforcompany2 and studentsforcompany map ids to [number, first, last]", async () => {
      const s = await site();
      const expected = { status: "success", [s.student.id]: [s.student.externalId, "Grace", s.student.lastName] };
      expect((await get(`/school/students/studentsforcompany2/${s.company.id}?term=grace`, s.session)).body).toEqual(expected);
      expect((await post(`/school/students/studentsforcompany/${s.company.id}`, s.session, { term: "hopper" })).body).toEqual(expected);
      expect(answer(await get(`/school/students/studentsforcompany2/${s.elsewhere.id}?term=a`, s.session))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
    });
  });

  describe("item rules", () => {
    it("creates, lists, updates and removes a rule; a missing name is the product's message", async () => {
      const s = await site();
      const item = await post("/school/items/save", s.session, { ...fields(s), custom_fields: [{ label: "Student ID", type: "text" }] });
      const itemId = item.body!.item_id as number;
      const noName = await post(`/school/items/rules/${itemId}/create`, s.session, { name: "", argument_key: "a", output_key: "b" });
      expect(answer(noName)).toEqual(error(400, ITEM_RULE_MESSAGES.nameRequired));
      expect(noName.body!.errors).toEqual({ name: ITEM_RULE_MESSAGES.nameRequired });
      const created = await post(`/school/items/rules/${itemId}/create`, s.session, {
        name: "Lookup",
        argument_key: "sid",
        output_key: "balance",
        custom_field_name: "Student ID",
      });
      expect(created.body).toMatchObject({ status: "success", rule: { name: "Lookup", argument_key: "sid", custom_field_name: "Student ID" } });
      const ruleId = (created.body!.rule as { rule_id: number }).rule_id;
      const list = await get(`/school/items/rules/${itemId}/list`, s.session);
      expect(list.body).toMatchObject({ status: "success", item: { item_id: itemId, custom_fields: ["Student ID"] }, rules: [{ rule_id: ruleId }] });
      const updated = await post(`/school/items/rules/rule/${ruleId}/update`, s.session, { name: "Balance", argument_key: "sid", output_key: "bal" });
      expect(updated.body).toMatchObject({ status: "success", rule: { name: "Balance", output_key: "bal", custom_field_name: null } });
      const noKey = await post(`/school/items/rules/rule/${ruleId}/update`, s.session, { name: "Balance", argument_key: "", output_key: "bal" });
      expect(noKey.body!.errors).toEqual({ argument_key: ITEM_RULE_MESSAGES.argumentKeyRequired });
      expect((await post(`/school/items/rules/rule/${ruleId}/remove`, s.session)).body).toEqual({ status: "success", rule_id: ruleId });
      expect(await t.db.itemRule.count({ where: { itemId } })).toBe(0);
    });
  });

  describe("payment settings", () => {
    it("GET and POST /{module}/payments/fee-behaviour read and save the defaults", async () => {
      const s = await site();
      expect((await get("/school/payments/fee-behaviour", s.session)).body).toEqual({
        status: "success",
        fee_behaviour: "Default",
        default_item_fee: "0.00",
        default_tax: "0.00",
      });
      const saved = await post("/school/payments/fee-behaviour", s.session, { fee_behaviour: "AlwaysAddFlat", default_item_fee: "$2.50", default_tax: "7.5" });
      expect(saved.body).toEqual({ status: "success", message: ITEM_MESSAGES.saved, fee_behaviour: "AlwaysAddFlat", default_item_fee: "2.50", default_tax: "7.50" });
      expect(await t.db.company.findUniqueOrThrow({ where: { id: s.company.id } })).toMatchObject({ defaultItemFeeCents: 250, defaultTaxHundredths: 750 });
    });
  });

  describe("images", () => {
    const fetchImage = (s: Site | null, id: number) =>
      fetch(`${server.origin}/images/${id}`, { headers: s ? { cookie: `${SESSION_COOKIE}=${s.session}` } : {} });

    it("serves the bytes to the company with their type, a long private cache and nosniff", async () => {
      const s = await site();
      const res = await fetchImage(s, s.image.id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it("answers 401 signed out, 403 for another company's image and 404 for none", async () => {
      const s = await site();
      expect((await fetchImage(null, s.image.id)).status).toBe(401);
      expect((await fetchImage(s, s.foreignImage.id)).status).toBe(403);
      const missing = await fetchImage(s, 2_000_000_000);
      expect({ status: missing.status, body: await missing.json() }).toEqual({ status: 404, body: { status: "error", message: IMAGE_MESSAGES.noSuchImage } });
    });

    it("serves a payable item's picture to anyone by the item's code, and nothing for a hidden item", async () => {
      const s = await site();
      const item = (visible: boolean) =>
        t.db.item.create({
          data: { companyId: s.company.id, code: `PIC${uniqueSuffix()}`.slice(0, 20), slug: "crest", title: "Crest", imageId: s.image.id, visible, disableGuest: 1 },
        });
      const [shown, hidden] = [await item(true), await item(false)];
      const res = await fetch(`${server.origin}/pay/item-image/${shown.code}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      // Hidden from the Payment Center with no guest checkout: the public learns nothing.
      expect((await fetch(`${server.origin}/pay/item-image/${hidden.code}`)).status).toBe(404);
      await t.db.item.update({ where: { id: shown.id }, data: { imageId: null } });
      expect((await fetch(`${server.origin}/pay/item-image/${shown.code}`)).status).toBe(404);
    });
  });
});
