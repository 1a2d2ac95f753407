/**
 * The checkout's claim statement reads what Prisma would: the cart's lines with CART_LINE_COLUMNS
 * and their items with PRICING_ITEM_SELECT, in the same shapes (so the same pricing prices them),
 * for a staff cart, a chosen subset and a guest's cart; a second claim of the key reads nothing.
 */
import { checkoutShop } from "@paydesk/tests/checkout";
import { describeDb } from "@paydesk/tests/harness";
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { CART_LINE_COLUMNS } from "../cart/lines.ts";
import { guestCartKeyHash } from "../cart/guest-key.ts";
import { PRICING_ITEM_SELECT } from "../pricing.ts";
import { claimWithReads } from "./claim.ts";

describeDb("checkout claim", (t) => {
  const setup = checkoutShop(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  beforeAll(async () => {
    shop = await setup.shop();
  });
  const claimKey = () => ({ scope: `test:${randomUUID()}`, key: randomUUID(), fingerprint: "f" });

  async function prismaReads(lineIds: number[]) {
    const lines = await t.db.cartLine.findMany({ where: { id: { in: lineIds } }, select: CART_LINE_COLUMNS, orderBy: { id: "asc" } });
    const items = await t.db.item.findMany({ where: { id: { in: lines.map((line) => line.itemId) } }, select: PRICING_ITEM_SELECT });
    return { lines, items };
  }
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

  it("reads a staff cart's lines and items as Prisma answers them, and reserves ids once per key", async () => {
    const clerk = await setup.clerkUser(shop.school);
    const payeeless = await t.db.item.create({
      data: { companyId: shop.school.id, code: `NP-${randomUUID().slice(0, 8)}`, slug: "np", title: "No payee", amountType: "OPEN", amountCents: 0 },
    });
    const limited = await setup.item(shop, { quantityAvailable: 5, quantitySold: 2, feeType: "SUGGESTED", taxRateHundredths: 700 });
    const a = await setup.addToTerminalCart(clerk.id, limited.id, { quantity: 2, studentId: shop.student.id });
    const b = await setup.addToTerminalCart(clerk.id, payeeless.id, { amountCents: 1234 });
    const key = claimKey();
    const claimed = await claimWithReads(t.db, { purpose: "TERMINAL", userId: clerk.id }, undefined, key);
    const expected = await prismaReads([a.id, b.id]);
    expect(claimed!.reads.lines).toEqual(expected.lines);
    expect(byId(claimed!.reads.items)).toEqual(byId(expected.items));
    expect(claimed!.reads.cartId).toBe(a.cartId);
    expect(claimed!.reads.orderId).toBeGreaterThan(0);
    expect(claimed!.reads.paymentId).toBeGreaterThan(0);

    expect(await claimWithReads(t.db, { purpose: "TERMINAL", userId: clerk.id }, undefined, key)).toBeNull();
  });

  it("reads only the chosen lines, and a guest's cart by its key's hash", async () => {
    const clerk = await setup.clerkUser(shop.school);
    const item = await setup.item(shop);
    const [first, second] = [await setup.addToTerminalCart(clerk.id, item.id), await setup.addToTerminalCart(clerk.id, item.id)];
    const chosen = await claimWithReads(t.db, { purpose: "TERMINAL", userId: clerk.id }, [second.id], claimKey());
    expect(chosen!.reads.lines.map((line) => line.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);

    const guestKey = randomUUID();
    const guestLine = await setup.addToCart({ guestKey }, item.id);
    const guest = await claimWithReads(t.db, { purpose: "GUEST", keyHash: guestCartKeyHash(guestKey) }, undefined, claimKey());
    expect(guest!.reads.lines).toEqual((await prismaReads([guestLine.id])).lines);

    const nobody = await claimWithReads(t.db, { purpose: "PARENT", userId: clerk.id }, undefined, claimKey());
    expect(nobody!.reads).toMatchObject({ cartId: null, lines: [], items: [] });
  });
});
