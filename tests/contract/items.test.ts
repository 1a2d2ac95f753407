/**
 * HTTP contract of the item list calls (docs/product/items-and-fees.md,
 * docs/product/documented-calls.md): saveItemsAsDraft, checkdraft, patch, remove, the restore url,
 * set-pnp, mass-set-pnp, run-item-pnp, totals and the item list for tools, with the documented
 * field names, answer shapes and failure messages.
 *
 * run-item-pnp needs its queue, so this file starts it (alone, without the platform's schedules)
 * as main.ts starts the job queue: the app's Prisma client and pg-boss on one pool (one connection
 * to the embedded database).
 */
import { createDbOnPool, createPool, type Db, type Prisma } from "@paydesk/db";
import { outboxTransport, startPaidStatusQueue } from "@paydesk/services";
import { createFixtures, describeDb, uniqueSuffix, type FixtureCompany, type Fixtures } from "@paydesk/tests/harness";
import {
  AUTH_MESSAGES,
  CUSTOM_FIELD_MESSAGES,
  ITEM_FORM_MESSAGES,
  ITEM_LIST_MESSAGES,
  ITEM_MESSAGES,
  ITEM_READINESS_MESSAGES,
  PAYMENT_MESSAGES,
} from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

const quiet = { info: () => undefined };

describeDb("item list calls over HTTP", (t) => {
  let db: Db;
  let fixtures: Fixtures;
  let queue: Awaited<ReturnType<typeof startPaidStatusQueue>>;
  let server: TestServer;
  beforeAll(async () => {
    const pool = createPool(t.url, { max: 1 });
    db = createDbOnPool(pool);
    fixtures = createFixtures(db);
    queue = await startPaidStatusQueue(pool, { db, mail: outboxTransport, appUrl: "http://localhost:3000" }, quiet);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await queue?.stop();
    await db?.$disconnect();
  });

  type ItemData = Partial<Omit<Prisma.ItemUncheckedCreateInput, "companyId" | "code" | "slug">>;
  async function item(company: FixtureCompany, data: ItemData = {}) {
    const code = `H${uniqueSuffix()}`;
    return db.item.create({ data: { companyId: company.id, code, slug: code, title: `Item ${code}`, ...data } });
  }

  /** A school with a signed-in master administrator. */
  async function site() {
    const company = await fixtures.company();
    const admin = await fixtures.user({ company, roleIds: [1], permissions: [], label: "lists" });
    const { token: session } = await fixtures.signIn(admin);
    return { company, admin, session };
  }

  const state = (id: number) =>
    db.item.findUniqueOrThrow({
      where: { id },
      select: { status: true, isDraft: true, active: true, visible: true, pnpCalc: true },
    });
  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const post = (path: string, session: string | undefined, json: unknown = {}) => server.request(path, { session, json });

  it("answers 401 to every call without a session and 403 in a module the user may not act in", async () => {
    const { company, session } = await site();
    const live = await item(company);
    const calls: [string, "GET" | "POST"][] = [
      ["/school/items/saveItemsAsDraft", "POST"],
      ["/school/items/checkdraft", "POST"],
      ["/school/items/patch", "POST"],
      ["/school/items/remove", "POST"],
      [`/school/items/${live.code}/restore`, "GET"],
      ["/school/items/set-pnp", "POST"],
      ["/school/items/mass-set-pnp", "POST"],
      ["/school/items/run-item-pnp", "POST"],
      [`/school/items/totals/${live.id}`, "POST"],
      ["/school/items/list", "GET"],
    ];
    for (const [path, method] of calls) {
      const res = await server.request(path, { method, ...(method === "POST" ? { json: {} } : {}) });
      expect({ path, ...answer(res) }).toEqual({ path, ...error(401, AUTH_MESSAGES.notSignedIn) });
      const vendor = await server.request(path.replace("/school/", "/vendor/"), {
        method,
        session,
        ...(method === "POST" ? { json: {} } : {}),
      });
      expect({ path, ...answer(vendor) }).toEqual({ path, ...error(403, AUTH_MESSAGES.accessDenied) });
    }
  });

  describe("POST /{module}/items/saveItemsAsDraft", () => {
    it("saves the items (JSON list or form string) as drafts and says what it reset", async () => {
      const { company, session } = await site();
      const a = await item(company);
      const b = await item(company, { active: false, visible: false });
      const res = await post("/school/items/saveItemsAsDraft", session, { items: [a.code], item_type: "basic" });
      expect(answer(res)).toEqual({
        status: 200,
        body: { status: "success", message: ITEM_MESSAGES.moveOutOfDraft, updated_items: [a.code] },
      });
      expect(await state(a.id)).toMatchObject({ status: "DRAFT", isDraft: true, active: false, visible: false });

      const form = await server.request("/school/items/saveItemsAsDraft", {
        session,
        form: { items: `${b.code}`, item_type: "basic" },
      });
      expect(answer(form)).toEqual({
        status: 200,
        body: { status: "success", message: ITEM_LIST_MESSAGES.draftsSaved, updated_items: [b.code] },
      });
    });

    it("answers 400 under the documented field names, 404 for an unknown code, 403 for another company's item", async () => {
      const { company, session } = await site();
      const live = await item(company);
      const foreign = await item(await fixtures.company());
      expect(await post("/school/items/saveItemsAsDraft", session, { items: [] })).toMatchObject({
        status: 400,
        body: { status: "error", message: ITEM_FORM_MESSAGES.chooseItems, errors: { items: ITEM_FORM_MESSAGES.chooseItems } },
      });
      expect(await post("/school/items/saveItemsAsDraft", session, { items: [live.code], item_type: "raffle" })).toMatchObject({
        status: 400,
        body: { status: "error", errors: { item_type: expect.any(String) } },
      });
      expect(answer(await post("/school/items/saveItemsAsDraft", session, { items: [live.code, "NO-SUCH"] }))).toEqual(
        error(404, ITEM_FORM_MESSAGES.noSuchItem),
      );
      expect(answer(await post("/school/items/saveItemsAsDraft", session, { items: [foreign.code] }))).toEqual(
        error(403, AUTH_MESSAGES.accessDenied),
      );
      expect((await state(live.id)).isDraft).toBe(false);
    });
  });

  describe("POST /{module}/items/checkdraft", () => {
    it("takes ready drafts out of draft and answers the problems of the others by item code", async () => {
      const { company, session } = await site();
      const fund = await db.settlementAccount.create({ data: { companyId: company.id, name: `Fund ${uniqueSuffix()}`, reference: "F" } });
      const account = await db.chartAccount.create({ data: { payeeId: fund.id, number: uniqueSuffix(), name: "Revenue" } });
      const draft = { status: "DRAFT", isDraft: true, active: false, visible: false } as const;
      const ready = await item(company, { ...draft, description: "Ready", coaId: account.id, amountCents: 2000 });
      const unready = await item(company, {
        ...draft,
        amountCents: 1,
        description: "",
        coaId: account.id,
        customFields: { create: [{ position: 1, label: "Size", type: "DROPDOWN", options: ["S"] }] },
      });
      const res = await post("/school/items/checkdraft", session, { item_codes: [ready.code, unready.code] });
      expect(answer(res)).toEqual({
        status: 200,
        body: {
          status: "success",
          message: ITEM_LIST_MESSAGES.draftsChecked,
          updated_items: [ready.code],
          errors: { [unready.code]: [ITEM_READINESS_MESSAGES.descriptionRequired, PAYMENT_MESSAGES.minimumPayment, CUSTOM_FIELD_MESSAGES.twoOptions] },
        },
      });
      expect(await state(ready.id)).toMatchObject({ status: "ACTIVE", isDraft: false });
      expect(await state(unready.id)).toMatchObject({ status: "DRAFT", isDraft: true });
    });
  });

  describe("POST /{module}/items/patch", () => {
    it("patches values and answers status, message, active, visible, item and item_code", async () => {
      const { company, session } = await site();
      // Fee type Fixed: under None the price is not the patch's to change (docs/product/items-and-fees.md).
      const shirt = await item(company, { title: "Spirit Shirt", amountCents: 1500, feeType: "FIXED" });
      const res = await post("/school/items/patch", session, {
        item_code: shirt.code,
        values: { "single.amount": "20.00", visible: "no" },
      });
      expect(answer(res)).toEqual({
        status: 200,
        body: {
          status: "success",
          message: ITEM_LIST_MESSAGES.updated,
          active: "yes",
          visible: "no",
          item_code: shirt.code,
          item: {
            item_id: shirt.id,
            item_code: shirt.code,
            title: "Spirit Shirt",
            type: "basic",
            status: "ACTIVE",
            is_draft: 0,
            active: "yes",
            visible: "no",
            disable_guest: 0,
            amount: "20.00",
            payee: null,
            payee_name: null,
            category: null,
          },
        },
      });
    });

    it("answers the product's refusals: draft, guest checkout only, and a bad value beside its key", async () => {
      const { company, session } = await site();
      const draft = await item(company, { status: "DRAFT", isDraft: true, active: false, visible: false });
      const guestOnly = await item(company, { disableGuest: 2, visible: false });
      expect(answer(await post("/school/items/patch", session, { item_code: draft.code, values: { active: "yes" } }))).toEqual(
        error(409, ITEM_MESSAGES.removeDraftFirst),
      );
      expect(
        answer(await post("/school/items/patch", session, { item_code: guestOnly.code, values: { visible: "yes" } })),
      ).toEqual(error(409, ITEM_MESSAGES.guestOnlyNotVisible));
      expect(
        answer(await post("/school/items/patch", session, { item_code: guestOnly.code, values: { "single.tax_rate": "120" } })),
      ).toEqual({
        status: 400,
        body: {
          status: "error",
          message: ITEM_MESSAGES.updateFailed,
          errors: { "single.tax_rate": ITEM_FORM_MESSAGES.percentRange },
        },
      });
      expect(answer(await post("/school/items/patch", session, { values: { active: "no" } }))).toEqual({
        status: 400,
        body: { status: "error", message: ITEM_FORM_MESSAGES.chooseItem, errors: { item_code: ITEM_FORM_MESSAGES.chooseItem } },
      });
      expect(await state(draft.id)).toMatchObject({ active: false, visible: false });
    });
  });

  describe("POST /{module}/items/remove and GET /{module}/items/{itemCode}/restore", () => {
    it("trashes softly, deletes trashed items hard, answering removed_item_ids as item codes", async () => {
      const { company, session } = await site();
      const a = await item(company);
      const b = await item(company);
      const soft = await post("/school/items/remove", session, { items: [a.code, b.code], mode: "soft" });
      expect(answer(soft)).toEqual({
        status: 200,
        body: { status: "success", removed_item_ids: [a.code, b.code], message: ITEM_LIST_MESSAGES.trashed },
      });
      const hard = await post("/school/items/remove", session, { items: [a.code], mode: "hard" });
      expect(answer(hard)).toEqual({
        status: 200,
        body: { status: "success", removed_item_ids: [a.code], message: ITEM_LIST_MESSAGES.deleted },
      });
      expect(await db.item.count({ where: { id: a.id } })).toBe(0);
    });

    it("refuses a hard delete outside the trash with the product's message and the reason per item", async () => {
      const { company, session } = await site();
      const live = await item(company);
      expect(answer(await post("/school/items/remove", session, { items: [live.code], mode: "hard" }))).toEqual({
        status: 409,
        body: { status: "error", message: ITEM_MESSAGES.deleteFailed, errors: { [live.code]: ITEM_LIST_MESSAGES.notInTrash } },
      });
      expect(await post("/school/items/remove", session, { items: [live.code], mode: "shred" })).toMatchObject({ status: 400 });
      expect((await state(live.id)).status).toBe("ACTIVE");
    });

    it("restores a trashed item, refusing a cross-site request and an item not in the trash", async () => {
      const { company, session } = await site();
      const trashed = await item(company, { status: "TRASH", isDraft: true, active: false, visible: false });
      for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }] as Record<
        string,
        string
      >[]) {
        expect(answer(await server.request(`/school/items/${trashed.code}/restore`, { session, headers }))).toEqual(
          error(403, AUTH_MESSAGES.crossSite),
        );
      }
      expect((await state(trashed.id)).status).toBe("TRASH");
      const res = await server.request(`/school/items/${trashed.code}/restore`, { session });
      expect(answer(res)).toEqual({
        status: 200,
        body: {
          status: "success",
          message: ITEM_LIST_MESSAGES.restored,
          item: expect.objectContaining({ item_id: trashed.id, item_code: trashed.code, status: "DRAFT", is_draft: 1 }),
        },
      });
      expect(answer(await server.request(`/school/items/${trashed.code}/restore`, { session }))).toEqual(
        error(409, ITEM_LIST_MESSAGES.notTrashed),
      );
    });
  });

  describe("paid / not paid calls", () => {
    it("set-pnp answers pnp_calc, usage and message; mass-set-pnp updated_items, usage and message", async () => {
      const { company, session } = await site();
      const a = await item(company);
      const b = await item(company);
      expect(answer(await post("/school/items/set-pnp", session, { item_code: a.code, checked: "1" }))).toEqual({
        status: 200,
        body: { status: "success", pnp_calc: 1, usage: 1, message: ITEM_LIST_MESSAGES.pnpOn },
      });
      expect(answer(await post("/school/items/mass-set-pnp", session, { item_codes: [a.code, b.code], state: true }))).toEqual({
        status: 200,
        body: { status: "success", updated_items: [b.code], usage: 2, message: ITEM_LIST_MESSAGES.pnpMassUpdated },
      });
      const off = await server.request("/school/items/mass-set-pnp", {
        session,
        form: { "item_codes[0]": a.code, "item_codes[1]": b.code, state: "0" },
      });
      expect(off.body).toMatchObject({ status: "success", updated_items: [a.code, b.code], usage: 0 });
      expect(await post("/school/items/set-pnp", session, { item_code: a.code, checked: "perhaps" })).toMatchObject({
        status: 400,
      });
    });

    it("run-item-pnp queues the report for an item that takes part in it", async () => {
      const { company, session } = await site();
      const on = await item(company, { pnpCalc: true });
      const off = await item(company);
      expect(answer(await post("/school/items/run-item-pnp", session, { item_code: on.code }))).toEqual({
        status: 200,
        body: { status: "success", message: ITEM_LIST_MESSAGES.pnpQueued },
      });
      expect(answer(await post("/school/items/run-item-pnp", session, { item_code: off.code }))).toEqual(
        error(409, ITEM_LIST_MESSAGES.pnpNotEnabled),
      );
    });
  });

  describe("POST /{module}/items/totals/{id}", () => {
    it("answers total_sales of paid and partly paid orders", async () => {
      const { company, session } = await site();
      const shirt = await item(company);
      for (const [status, cents] of [
        ["PAID", 1000],
        ["PARTIAL", 234],
        ["REFUNDED", 5000],
      ] as const) {
        await db.order.create({
          data: {
            companyId: company.id,
            source: "TERMINAL",
            status,
            payerName: "Pat",
            totalCents: cents,
            paidCents: cents,
            lines: { create: [{ itemId: shirt.id, quantity: 1, amountCents: cents, totalCents: cents }] },
          },
        });
      }
      expect(answer(await post(`/school/items/totals/${shirt.id}`, session))).toEqual({
        status: 200,
        body: { status: "success", total_sales: "12.34", total_sales_cents: 1234 },
      });
      const foreign = await item(await fixtures.company());
      expect(answer(await post(`/school/items/totals/${foreign.id}`, session))).toEqual(error(403, AUTH_MESSAGES.accessDenied));
      expect(await post("/school/items/totals/abc", session)).toMatchObject({
        status: 400,
        body: { status: "error", errors: { id: expect.any(String) } },
      });
    });
  });

  describe("GET /{module}/items/list (item list for tools)", () => {
    it("answers the documented fields, filtered by type, status and search", async () => {
      const { company, session } = await site();
      const fund = await db.settlementAccount.create({ data: { companyId: company.id, name: "General Fund", reference: "GF" } });
      const fees = await fixtures.category(company, "Fees");
      const lab = await item(company, { title: "Lab Fee", amountCents: 1250, settlementAccountId: fund.id, categoryId: fees.id });
      const monthly = await item(company, { title: "Monthly Lab", type: "RECURRING" });
      const trashed = await item(company, { title: "Old Lab", status: "TRASH" });

      const res = await server.request("/school/items/list?type=basic&status=ANY&search=lab", { session });
      expect(answer(res)).toEqual({
        status: 200,
        body: {
          status: "success",
          items: [
            {
              item_id: lab.id,
              item_code: lab.code,
              title: "Lab Fee",
              type: "basic",
              status: "ACTIVE",
              is_draft: 0,
              active: "yes",
              visible: "yes",
              disable_guest: 0,
              amount: "12.50",
              // The settlement account's id (what /api/fee?payeeId= and payments/save take) and its name.
              payee: fund.id,
              payee_name: "General Fund",
              category: "Fees",
            },
          ],
        },
      });
      const all = await server.request("/school/items/list?search=lab", { session });
      expect((all.body!.items as { item_code: string }[]).map((i) => i.item_code).sort()).toEqual(
        [lab.code, monthly.code].sort(),
      );
      const trash = await server.request("/school/items/list?status=trash", { session });
      expect((trash.body!.items as { item_code: string }[]).map((i) => i.item_code)).toEqual([trashed.code]);
      expect(await server.request("/school/items/list?type=raffle", { session })).toMatchObject({
        status: 400,
        body: { errors: { type: expect.any(String) } },
      });
      expect(await server.request("/school/items/list?status=SOLD", { session })).toMatchObject({ status: 400 });
    });
  });
});
