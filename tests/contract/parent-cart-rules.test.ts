/**
 * Two rules of a parent's cart over HTTP: an item meant for particular students (it has targets)
 * is refused for `student_id: "NA"` on PUT /pay/put/{itemId}, skipped on POST /pay/multi-a2c and
 * refused at POST /pay/process/go, with the message and the field; and GET /parent/cart/list
 * leaves the values of hidden custom fields out of `cfs` (the terminal's list keeps them).
 */
import { CART_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb, uniqueSuffix } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("a parent's cart over HTTP", (t) => {
  const setup = checkoutShop(t);
  let server: TestServer;
  let shop: CheckoutShop;

  beforeAll(async () => {
    await setup.startGateway();
    server = await startTestServer(t.db);
    shop = await setup.shop();
  });
  afterAll(async () => {
    await server.close();
    await setup.stopGateway();
  });

  /** A signed-in parent of the shop's student. */
  async function parent() {
    const user = await t.fixtures.user({ kind: "PARENT", company: shop.school, label: "pcr-parent" });
    await t.db.parentStudent.create({ data: { parentId: user.id, studentId: shop.student.id } });
    return { user, session: await signInOverHttp(server, user.email, user.password) };
  }

  async function targeted() {
    const item = await setup.item(shop, { title: `Senior dues ${uniqueSuffix()}` });
    await t.db.itemTarget.create({ data: { itemId: item.id, kind: "STUDENT", studentId: shop.student.id } });
    return item;
  }

  describe("a targeted item for no student", () => {
    it("PUT /pay/put answers 400 with the message on student_id; the student's own line is added", async () => {
      const [{ session }, item] = [await parent(), await targeted()];
      const na = await server.request(`/pay/put/${item.id}`, { method: "PUT", session, json: { student_id: "NA" } });
      expect(na.status).toBe(400);
      expect(na.body).toMatchObject({ status: "error", message: CART_MESSAGES.studentRequired, errors: { student_id: CART_MESSAGES.studentRequired } });
      const own = await server.request(`/pay/put/${item.id}`, { method: "PUT", session, json: { student_id: shop.student.id } });
      expect(own.status).toBe(200);
      const list = await server.request("/parent/cart/list", { session });
      expect(list.body).toMatchObject({ lines: [{ item_id: item.id, student_id: shop.student.id }] });
    });

    it("POST /pay/multi-a2c skips it with the message", async () => {
      const [{ session }, item] = [await parent(), await targeted()];
      const open = await setup.item(shop);
      const res = await server.request("/pay/multi-a2c", { session, form: { items: `${item.code},${open.code}`, student: "NA" } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", skipped: [{ item_code: item.code, message: CART_MESSAGES.studentRequired }] });
    });

    it("POST /pay/process/go refuses a cart holding it for NA with 400 and charges nothing", async () => {
      const [{ user, session }, item] = [await parent(), await targeted()];
      await setup.addToCart({ userId: user.id, purpose: "PARENT" }, item.id, { studentId: null });
      const before = setup.simulator().authorized().length;
      const res = await server.request("/pay/process/go", { session, json: { idempotency_key: idempotencyKey(), ...cardPayment(CARDS.visa) } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error", message: CART_MESSAGES.studentRequired });
      expect(setup.simulator().authorized().length).toBe(before);
    });
  });

  it("GET /parent/cart/list leaves a hidden field's value out of cfs", async () => {
    const { session } = await parent();
    const item = await setup.item(shop);
    await t.db.itemCustomField.createMany({
      data: [
        { itemId: item.id, position: 1, label: "Lab partner", type: "TEXT" },
        { itemId: item.id, position: 2, label: "GL reference", type: "HIDDENTEXT", defaultValue: "CHEM-LAB" },
      ],
    });
    const put = await server.request(`/pay/put/${item.id}`, { method: "PUT", session, json: { student_id: "NA", cfs: JSON.stringify({ "Lab partner": "Sam" }) } });
    expect(put.status).toBe(200);
    const list = await server.request("/parent/cart/list", { session });
    expect(list.body).toMatchObject({ lines: [{ item_id: item.id, cfs: { "Lab partner": "Sam" } }] });
    expect(JSON.stringify(list.body)).not.toContain("CHEM-LAB");
  });
});
