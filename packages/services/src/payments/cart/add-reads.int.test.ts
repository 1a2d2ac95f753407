/**
 * The add's one statement reads the item as Prisma does with CART_ITEM_SELECT (so the same rules
 * judge it), the payer's cart and the units that cart holds, by id or code, for a staff cart and
 * a guest's; on the pool (named) and inside a transaction (raw SQL on its connection) alike.
 */
import { checkoutShop } from "@paydesk/tests/checkout";
import { describeDb } from "@paydesk/tests/harness";
import { beforeAll, expect, it } from "vitest";
import { loadActor } from "../../auth/actor.ts";
import { readAddFacts } from "./add-reads.ts";
import { guestCartKeyHash } from "./guest-key.ts";
import { CART_ITEM_SELECT } from "./payable-item.ts";
import type { CartPayer } from "./payer.ts";

describeDb("cart add reads", (t) => {
  const setup = checkoutShop(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  beforeAll(async () => {
    shop = await setup.shop();
  });
  const prismaItem = (id: number) => t.db.item.findUnique({ where: { id }, select: CART_ITEM_SELECT });

  it("reads the item as Prisma answers it, the staff cart and the units it holds, by id or by code", async () => {
    const clerk = await setup.clerkUser(shop.school);
    const payer: CartPayer = { purpose: "TERMINAL", actor: (await loadActor(t.db, clerk.id))!, module: "school" };
    const item = await setup.item(shop, { quantityAvailable: 9, quantitySold: 2 });
    await t.db.itemCustomField.createMany({
      data: [
        { itemId: item.id, position: 2, label: "Size", type: "DROPDOWN", isMandatory: true, options: ["S", "M"] },
        { itemId: item.id, position: 1, label: "Code", type: "HIDDENTEXT", defaultValue: "X1" },
      ],
    });
    const other = await setup.item(shop);

    expect(await readAddFacts(t.db, payer, { id: item.id })).toEqual({ item: await prismaItem(item.id), cartId: null, inCart: 0 });

    const first = await setup.addToTerminalCart(clerk.id, item.id, { quantity: 2 });
    await setup.addToTerminalCart(clerk.id, item.id, { quantity: 3 });
    await setup.addToTerminalCart(clerk.id, other.id, { quantity: 4 });
    const byId = await readAddFacts(t.db, payer, { id: item.id });
    expect(byId).toEqual({ item: await prismaItem(item.id), cartId: first.cartId, inCart: 5 });
    expect(byId.item!.customFields.map((field) => field.label)).toEqual(["Code", "Size"]);
    expect(await readAddFacts(t.db, payer, { code: item.code })).toEqual(byId);
    expect(await t.db.$transaction((tx) => readAddFacts(tx, payer, { id: item.id }))).toEqual(byId);
    expect(await readAddFacts(t.db, payer, { id: 2_000_000_000 })).toEqual({ item: null, cartId: null, inCart: 0 });
  });

  it("finds a guest's cart by its key's hash, and none without a key", async () => {
    const item = await setup.item(shop);
    const key = `guest-${Date.now()}-${Math.random()}`;
    const cart = await t.db.cart.create({ data: { purpose: "GUEST", guestKeyHash: guestCartKeyHash(key) } });
    await t.db.cartLine.create({ data: { cartId: cart.id, itemId: item.id, amountCents: 2500, quantity: 2 } });
    const cookie = { set: () => undefined };
    expect(await readAddFacts(t.db, { purpose: "GUEST", guestKey: key, cookie }, { id: item.id })).toEqual({ item: await prismaItem(item.id), cartId: cart.id, inCart: 2 });
    expect(await readAddFacts(t.db, { purpose: "GUEST", guestKey: null, cookie }, { id: item.id })).toMatchObject({ cartId: null, inCart: 0 });
  });
});
