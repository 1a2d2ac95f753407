/**
 * A seller whose role is limited to one category (the demo's coach: Athletics Staff) over HTTP:
 * every way into the terminal cart — GET …/cart/add-item, PUT /pay/put, POST /pay/multi-a2c —
 * refuses an item of another category with the item form's category refusal, and the terminal
 * checkout refuses to sell one that is already in the cart.
 */
import { ITEM_FORM_MESSAGES, PAYMENT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb } from "../src/harness.ts";
import { sessionCookie, startTestServer, type TestServer } from "../src/http.ts";

const REFUSAL = { status: "error", message: ITEM_FORM_MESSAGES.categoryNotAllowed };

describeDb("a category-limited seller over HTTP", (t) => {
  const setup = checkoutShop(t);
  let server: TestServer;
  let shop: CheckoutShop;

  beforeAll(async () => {
    server = await startTestServer(t.db);
    shop = await setup.shop();
  });
  afterAll(async () => {
    await server.close();
  });

  /** The coach (terminal and items, limited to Athletics), signed in, with an Athletics item and a Chemistry Lab Fee. */
  async function coachAndItems() {
    const athletics = await t.fixtures.category(shop.school);
    const fees = await t.fixtures.category(shop.school);
    const coach = await t.fixtures.user({
      company: shop.school,
      permissions: ["dashboard.view", "items.manage", "terminal.manage", "reports.view"],
      categoryIds: [athletics.id],
      label: "coach",
    });
    const jersey = await setup.item(shop, { title: "Team Jersey" });
    const lab = await setup.item(shop, { title: "Chemistry Lab Fee" });
    await t.db.item.update({ where: { id: jersey.id }, data: { categoryId: athletics.id } });
    await t.db.item.update({ where: { id: lab.id }, data: { categoryId: fees.id } });
    const login = await server.request("/login", { json: { email: coach.email, password: coach.password } });
    expect(login.status).toBe(200);
    return { coach, jersey, lab, session: sessionCookie(login)!.value };
  }

  const linesOf = (userId: number) =>
    t.db.cartLine.findMany({ where: { cart: { userId, purpose: "TERMINAL" } }, select: { itemId: true } });

  describe("adding to the terminal cart", () => {
    it("GET …/cart/add-item refuses the other category's item with 403, and adds their own", async () => {
      const { coach, jersey, lab, session } = await coachAndItems();
      const refused = await server.request(`/school/virtual-terminal/cart/add-item/${lab.id}`, { session });
      expect([refused.status, refused.body]).toEqual([403, REFUSAL]);
      const added = await server.request(`/school/virtual-terminal/cart/add-item/${jersey.id}`, { session });
      expect(added.status).toBe(200);
      expect((await linesOf(coach.id)).map((l) => l.itemId)).toEqual([jersey.id]);
    });

    it("PUT /pay/put refuses it with 403", async () => {
      const { coach, lab, session } = await coachAndItems();
      const refused = await server.request(`/pay/put/${lab.id}`, { method: "PUT", session, json: { student_id: "NA" } });
      expect([refused.status, refused.body]).toEqual([403, REFUSAL]);
      expect(await linesOf(coach.id)).toEqual([]);
    });

    it("POST /pay/multi-a2c skips it with the refusal and adds only their own", async () => {
      const { coach, jersey, lab, session } = await coachAndItems();
      const alone = await server.request("/pay/multi-a2c", { session, form: { items: lab.code, student: "NA" } });
      expect([alone.status, alone.body?.message]).toEqual([400, PAYMENT_MESSAGES.noItemsAdded]);
      expect(await linesOf(coach.id)).toEqual([]);

      const both = await server.request("/pay/multi-a2c", {
        session,
        form: { items: `${jersey.code},${lab.code}`, student: "NA" },
      });
      expect(both.status).toBe(200);
      expect(both.body?.skipped).toEqual([
        { item_id: null, item_code: lab.code, message: ITEM_FORM_MESSAGES.categoryNotAllowed },
      ]);
      expect((await linesOf(coach.id)).map((l) => l.itemId)).toEqual([jersey.id]);
    });
  });

  describe("POST /pay/process/terminal-cart", () => {
    it("refuses to sell a line of another category already in the cart, and sells nothing", async () => {
      const { coach, jersey, lab, session } = await coachAndItems();
      await setup.addToTerminalCart(coach.id, jersey.id);
      await setup.addToTerminalCart(coach.id, lab.id);
      const res = await server.request("/pay/process/terminal-cart", {
        session,
        json: { ...cashPayment(), idempotency_key: idempotencyKey() },
      });
      expect([res.status, res.body]).toEqual([403, REFUSAL]);
      expect(await t.db.order.count({ where: { takenById: coach.id } })).toBe(0);
      expect(await linesOf(coach.id)).toHaveLength(2);
    });

    it("sells their own category's items", async () => {
      const { coach, jersey, session } = await coachAndItems();
      await setup.addToTerminalCart(coach.id, jersey.id);
      const res = await server.request("/pay/process/terminal-cart", {
        session,
        json: { ...cashPayment(), idempotency_key: idempotencyKey() },
      });
      expect([res.status, res.body?.status]).toEqual([200, "success"]);
    });
  });
});
