/**
 * An item meant for particular students (it has targets) is not bought by a parent for "NA (no
 * student)", on every path through createCaller on a real database: cart.add (PUT /pay/put),
 * cart.addMany (POST /pay/multi-a2c), cart.update, and checkout.go for a line that reached the cart
 * another way. Terminal staff and guests keep NA, an untargeted item too.
 */
import type { Actor } from "@paydesk/domain";
import { callerFor } from "@paydesk/tests/callers";
import { describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { CARDS, cardPayment, checkoutSetup, key } from "@paydesk/tests/shop-callers";
import { CART_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describeDb("a targeted item names its student", (t) => {
  const setup = checkoutSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
  });
  afterAll(() => setup.stopGateway());

  const as = (actor: Actor | null, guestCartKey: string | null = null) => callerFor(t.db, actor, { guestCartKey, guestCartCookie: { set: () => undefined } });

  /** A parent of the shop's student, with an empty cart. */
  async function parent() {
    const user = await t.fixtures.user({ kind: "PARENT", company: shop.school, label: "sr-parent" });
    await t.db.parentStudent.create({ data: { parentId: user.id, studentId: shop.student.id } });
    return t.fixtures.actor(user);
  }

  /** An item for the shop's student alone (a student target). */
  async function targeted() {
    const item = await setup.item(shop, { amountCents: 1500, title: `Senior dues ${uniqueSuffix()}` });
    await t.db.itemTarget.create({ data: { itemId: item.id, kind: "STUDENT", studentId: shop.student.id } });
    return item;
  }

  describe("adding", () => {
    it("refuses a parent's NA with the message and names the field; their student is taken", async () => {
      const [actor, item] = [await parent(), await targeted()];
      const caller = as(actor);
      await expectTRPCError(caller.cart.add({ module: "parent", itemId: item.id, studentId: "NA" }), "BAD_REQUEST", CART_MESSAGES.studentRequired);
      await expectTRPCError(caller.cart.add({ module: "pay", itemId: item.id, studentId: "NA" }), "BAD_REQUEST", CART_MESSAGES.studentRequired);
      expect((await caller.cart.list({ module: "parent" })).lines).toEqual([]);
      await caller.cart.add({ module: "parent", itemId: item.id, studentId: shop.student.id });
      expect((await caller.cart.list({ module: "parent" })).lines.map((line) => [line.itemId, line.studentId])).toEqual([[item.id, shop.student.id]]);
    });

    it("the multi-add skips the targeted item for NA with the message and adds the untargeted one", async () => {
      const [actor, item, open] = [await parent(), await targeted(), await setup.item(shop)];
      const answer = await as(actor).cart.addMany({ module: "parent", studentId: "NA", items: [{ itemId: item.id, cfs: {} }, { itemId: open.id, cfs: {} }] });
      expect(answer.skipped).toEqual([{ itemId: item.id, code: null, message: CART_MESSAGES.studentRequired }]);
      expect((await as(actor).cart.list({ module: "parent" })).lines.map((line) => line.itemId)).toEqual([open.id]);
    });

    it("a line is not changed to NA afterwards", async () => {
      const [actor, item] = [await parent(), await targeted()];
      const { lineId } = await as(actor).cart.add({ module: "parent", itemId: item.id, studentId: shop.student.id });
      await expectTRPCError(as(actor).cart.update({ module: "parent", lineId, studentId: "NA" }), "BAD_REQUEST", CART_MESSAGES.studentRequired);
      expect((await as(actor).cart.list({ module: "parent" })).lines[0]!.studentId).toBe(shop.student.id);
    });

    it("leaves NA to terminal staff and guests, and to an untargeted item", async () => {
      const [actor, item, open] = [await parent(), await targeted(), await setup.item(shop)];
      await as(actor).cart.add({ module: "parent", itemId: open.id, studentId: "NA" });
      const clerk = await setup.clerk(shop.school);
      await clerk.caller.cart.add({ module: "school", itemId: item.id, studentId: "NA" });
      await as(null, `guest-${uniqueSuffix()}`).cart.add({ module: "pay", itemId: item.id, studentId: "NA" });
    });
  });

  describe("checkout", () => {
    it("refuses a parent's cart holding the item for NA, charges nothing and leaves the cart as it was", async () => {
      const [actor, item] = [await parent(), await targeted()];
      const line = await setup.addToCart({ userId: actor.userId, purpose: "PARENT" }, item.id, { studentId: null });
      const charged = setup.simulator().authorized().length;
      await expectTRPCError(
        as(actor).checkout.go({ module: "parent", idempotencyKey: key(), ...cardPayment(CARDS.visa) } as never),
        "BAD_REQUEST",
        CART_MESSAGES.studentRequired,
      );
      expect(setup.simulator().authorized().length).toBe(charged);
      expect(await t.db.cartLine.findUnique({ where: { id: line.id } })).not.toBeNull();
      expect(await t.db.order.count({ where: { payerUserId: actor.userId } })).toBe(0);
    });
  });
});
