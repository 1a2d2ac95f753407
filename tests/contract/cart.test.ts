/**
 * HTTP contract of the cart calls (docs/product/documented-calls.md,
 * docs/product/checkout-and-payments.md): the terminal's cart list, add-item, edit, update, remove
 * and clear, the parent's list and clear, PUT /pay/put and multi-a2c for whoever calls — a guest
 * through the `paydesk_cart` cookie — with the documented field names, dollar strings and messages,
 * and 401/403 first.
 */
import { createDbOnPool, createPool, type Db, type Prisma } from "@paydesk/db";
import { createFixtures, describeDb, uniqueSuffix, type FixtureCompany, type Fixtures } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, CART_MESSAGES, PAYMENT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestResponse, type TestServer } from "../src/http.ts";

const GUEST_COOKIE = "paydesk_cart";

describeDb("cart calls over HTTP", (t) => {
  let db: Db;
  let fixtures: Fixtures;
  let server: TestServer;
  beforeAll(async () => {
    db = createDbOnPool(createPool(t.url, { max: 2 }));
    fixtures = createFixtures(db);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.$disconnect();
  });

  type ItemData = Partial<Omit<Prisma.ItemUncheckedCreateInput, "companyId" | "code" | "slug">>;
  async function item(company: FixtureCompany, data: ItemData = {}) {
    const code = `K${uniqueSuffix()}`.toUpperCase().slice(0, 10);
    return db.item.create({ data: { companyId: company.id, code, slug: "item", title: `Item ${code}`, amountCents: 2500, ...data } });
  }

  /** A school with a terminal clerk and a parent of one student, both signed in. */
  async function site() {
    const company = await fixtures.company();
    const clerk = await fixtures.user({ company, permissions: ["terminal.manage"], label: "cart-clerk" });
    const parent = await fixtures.user({ kind: "PARENT", company, label: "cart-parent" });
    const student = await db.student.create({ data: { companyId: company.id, externalId: `S-${uniqueSuffix()}`, firstName: "Ada", lastName: "Byron" } });
    await db.parentStudent.create({ data: { parentId: parent.id, studentId: student.id } });
    return {
      company,
      student,
      clerk: (await fixtures.signIn(clerk)).token,
      parent: (await fixtures.signIn(parent)).token,
    };
  }

  /** The guest cookie a response sets: its value and attributes (names lower-cased). */
  function guestCookie(res: TestResponse): { value: string; attributes: Map<string, string> } | null {
    const raw = res.setCookies.find((c) => c.startsWith(`${GUEST_COOKIE}=`));
    if (!raw) return null;
    const [pair, ...rest] = raw.split(";");
    const attributes = new Map(rest.map((part) => part.trim().split("=") as [string, string]).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
    return { value: decodeURIComponent(pair!.slice(GUEST_COOKIE.length + 1)), attributes };
  }

  /** The guest's cart as the guest checkout page reads it, over /trpc with its cookie. */
  async function guestList(cookie: string) {
    const input = encodeURIComponent(JSON.stringify({ json: { module: "pay" } }));
    const res = await server.request(`/trpc/cart.list?input=${input}`, { headers: { cookie: `${GUEST_COOKIE}=${cookie}` } });
    expect(res.status).toBe(200);
    return (res.body as { result: { data: { json: { lines: { itemId: number; quantity: number }[] } } } }).result.data.json;
  }

  describe("who may call", () => {
    it("answers 401 signed out, except the guest calls", async () => {
      const s = await site();
      const thing = await item(s.company);
      for (const path of ["/school/virtual-terminal/cart/list", "/parent/cart/list", "/school/vtcart/clear", `/school/virtual-terminal/cart/add-item/${thing.id}`]) {
        const res = await server.request(path);
        expect([path, res.status, res.body]).toEqual([path, 401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      }
      const multi = await server.request("/pay/school/multi-a2c", { form: { items: thing.code, student: "NA" } });
      expect([multi.status, multi.body?.message]).toEqual([401, AUTH_MESSAGES.notSignedIn]);
    });

    it("answers 403 with the access denial to staff without the terminal permission and to a parent at the terminal", async () => {
      const s = await site();
      const viewer = await fixtures.user({ company: s.company, permissions: ["items.manage", "reports.view"], label: "cart-viewer" });
      const { token } = await fixtures.signIn(viewer);
      for (const [session, path] of [
        [token, "/school/virtual-terminal/cart/list"],
        [token, "/parent/cart/list"],
        [s.parent, "/school/virtual-terminal/cart/list"],
        [s.clerk, "/parent/cart/clear"],
      ] as const) {
        const res = await server.request(path, { session });
        expect([path, res.status, res.body]).toEqual([path, 403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
      }
      const put = await server.request(`/pay/put/${(await item(s.company)).id}`, { method: "PUT", session: token, json: { student_id: "NA" } });
      expect([put.status, put.body?.message]).toEqual([403, AUTH_MESSAGES.accessDenied]);
    });
  });

  describe("the guest cart", () => {
    it("sets the cookie on the first PUT /pay/put and the next request sees the line", async () => {
      const s = await site();
      const thing = await item(s.company, { amountType: "OPEN", amountCents: 0 });
      const first = await server.request(`/pay/put/${thing.id}`, { method: "PUT", form: { student_id: "NA", amount: "$12.5", quantity: "2", cfs: "{}" } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: "success", message: CART_MESSAGES.added, line_id: expect.any(Number) });
      const cookie = guestCookie(first);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.attributes.has("httponly")).toBe(true);
      expect(cookie?.attributes.get("samesite")?.toLowerCase()).toBe("lax");
      expect(cookie?.attributes.has("secure")).toBe(false);
      expect(cookie?.attributes.get("path")).toBe("/");
      expect((await guestList(cookie!.value)).lines).toEqual([expect.objectContaining({ itemId: thing.id, quantity: 2, amountCents: 1250 })]);

      const second = await server.request(`/pay/put/${thing.id}`, { method: "PUT", json: { student_id: "NA", amount: "3" }, headers: { cookie: `${GUEST_COOKIE}=${cookie!.value}` } });
      expect(second.status).toBe(200);
      expect(guestCookie(second)).toBeNull();
      expect((await guestList(cookie!.value)).lines).toHaveLength(2);
      // Another browser has a cart of its own.
      expect((await guestList("someone-else")).lines).toEqual([]);
    });

    it("adds several items with POST /pay/multi-a2c", async () => {
      const s = await site();
      const a = await item(s.company);
      const b = await item(s.company, { customFields: { create: [{ position: 1, label: "Size", type: "TEXT", isMandatory: true }] } });
      const res = await server.request("/pay/multi-a2c", {
        body: `items=${a.code},${b.code}&student=NA&item_args[${b.code}][cfs]=${encodeURIComponent('{"Size":"M"}')}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", line_ids: [expect.any(Number), expect.any(Number)], skipped: [] });
      const cookie = guestCookie(res)!;
      expect((await guestList(cookie.value)).lines.map((line) => line.itemId)).toEqual([a.id, b.id]);
    });
  });

  describe("the terminal cart", () => {
    it("adds with the defaults, lists in dollars, edits, updates, removes once and clears", async () => {
      const s = await site();
      const thing = await item(s.company, { feeType: "FIXED", feeCents: 100 });
      const added = await server.request(`/school/virtual-terminal/cart/add-item/${thing.id}`, { session: s.clerk });
      expect(added.status).toBe(200);
      const lineId = added.body!.line_id as number;

      const list = await server.request("/school/virtual-terminal/cart/list", { session: s.clerk });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({
        status: "success",
        lines: [{ line_id: lineId, item_id: thing.id, item_code: thing.code, title: thing.title, student_id: "NA", amount: "25.00", quantity: 1, cfs: {}, transient: null, mip_code: null, fee: "1.00", line_total: "26.00" }],
        subtotal: "25.00",
        fees: "1.00",
        total: "26.00",
        total_without_fees: "25.00",
      });

      const edit = await server.request(`/school/virtual-terminal/cart/edit/${lineId}`, { session: s.clerk });
      expect(edit.body).toMatchObject({ status: "success", line: { line_id: lineId, amount: "25.00" } });

      const update = await server.request("/school/virtual-terminal/cart/update", { session: s.clerk, form: { item_id: String(lineId), student_id: String(s.student.id), quantity: "3" } });
      expect(update.status).toBe(200);
      const after = await server.request("/school/virtual-terminal/cart/list", { session: s.clerk });
      expect(after.body).toMatchObject({ lines: [{ student_id: s.student.id, quantity: 3 }], subtotal: "75.00", fees: "3.00", total: "78.00" });

      const badUpdate = await server.request("/school/virtual-terminal/cart/update", { session: s.clerk, json: { item_id: lineId, student_id: "" } });
      expect(badUpdate.status).toBe(400);
      expect(badUpdate.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.selectStudent, errors: { student_id: PAYMENT_MESSAGES.selectStudent } });

      const removed = await server.request(`/school/vtcart/remove/${lineId}`, { session: s.clerk });
      expect(removed.body).toEqual({ status: "success", message: CART_MESSAGES.removed, removed: true });
      const again = await server.request(`/school/vtcart/remove/${lineId}`, { session: s.clerk });
      expect(again.body).toEqual({ status: "success", message: CART_MESSAGES.removed, removed: false });

      await server.request(`/school/virtual-terminal/cart/add-item/${thing.id}`, { session: s.clerk });
      const cleared = await server.request("/school/vtcart/clear", { session: s.clerk });
      expect(cleared.body).toEqual({ status: "success", message: CART_MESSAGES.cleared, removed_lines: 1 });
    });

    it("refuses a cross-site GET that writes, as the role remove url", async () => {
      const s = await site();
      const thing = await item(s.company);
      const res = await server.request(`/school/virtual-terminal/cart/add-item/${thing.id}`, { session: s.clerk, headers: { "sec-fetch-site": "cross-site" } });
      expect(res.status).toBe(403);
      const list = await server.request("/school/virtual-terminal/cart/list", { session: s.clerk, headers: { "sec-fetch-site": "cross-site" } });
      expect(list.status).toBe(200);
      expect(list.body?.lines).toEqual([]);
    });

    it("answers the product's messages: the minimum cost, a missing student, NO_ITEMS_ADDED", async () => {
      const s = await site();
      const open = await item(s.company, { amountType: "OPEN", amountCents: 0 });
      const cheap = await server.request(`/pay/put/${open.id}`, { method: "PUT", session: s.clerk, json: { student_id: "NA", amount: "$0.01" } });
      expect(cheap.status).toBe(400);
      expect(cheap.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.minimumPayment, errors: { amount: PAYMENT_MESSAGES.minimumPayment } });
      const noStudent = await server.request(`/pay/put/${open.id}`, { method: "PUT", session: s.clerk, json: { amount: "5" } });
      expect(noStudent.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.selectStudent, errors: { student_id: PAYMENT_MESSAGES.selectStudent } });

      const required = await item(s.company, { customFields: { create: [{ position: 1, label: "Size", type: "TEXT", isMandatory: true }] } });
      const none = await server.request("/pay/school/multi-a2c", { session: s.clerk, form: { items: required.code, student: "NA" } });
      expect([none.status, none.body?.message]).toEqual([400, PAYMENT_MESSAGES.noItemsAdded]);
      const overridden = await server.request("/pay/school/multi-a2c", { session: s.clerk, form: { items: required.code, student: "NA", cf_override: "1" } });
      expect(overridden.body).toMatchObject({ status: "success", redirect: "/school/virtual-terminal/pay" });
      const list = await server.request("/school/virtual-terminal/cart/list", { session: s.clerk });
      expect(list.body).toMatchObject({ lines: [{ item_id: required.id, cfs: { Size: "Overridden" }, cf_overridden: true }] });
    });
  });

  describe("the parent cart", () => {
    it("adds the parent's own student through PUT /pay/put, lists and clears at /parent/cart", async () => {
      const s = await site();
      const thing = await item(s.company);
      const put = await server.request(`/pay/put/${thing.id}`, { method: "PUT", session: s.parent, json: { student_id: s.student.id, cfs: {} } });
      expect(put.status).toBe(200);
      const list = await server.request("/parent/cart/list", { session: s.parent });
      expect(list.body).toMatchObject({ lines: [{ item_id: thing.id, student_id: s.student.id, student_name: "Ada Byron", amount: "25.00" }], total: "25.00" });
      // The terminal clerk's cart is another one.
      expect((await server.request("/school/virtual-terminal/cart/list", { session: s.clerk })).body?.lines).toEqual([]);
      const cleared = await server.request("/parent/cart/clear", { session: s.parent });
      expect(cleared.body).toMatchObject({ status: "success", removed_lines: 1 });
    });
  });
});
