/**
 * priceCart on a real database: each fee type with the payee's card rates, tax and shipping,
 * Fixed items at the item's current price and open amounts as typed, units left and the sold-out
 * message, the brands every payee accepts, and an item without a payee.
 */
import { checkoutShop } from "@paydesk/tests/checkout";
import { describeDb } from "@paydesk/tests/harness";
import { beforeAll, expect, it } from "vitest";
import { priceCart } from "./pricing.ts";

describeDb("priceCart", (t) => {
  const setup = checkoutShop(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  beforeAll(async () => {
    shop = await setup.shop();
  });
  const line = (id: number, itemId: number, amountCents: number, quantity = 1) => ({ id, itemId, amountCents, quantity });

  it("prices every fee type and sums the cart, with and without fees", async () => {
    const fixed = await setup.item(shop, { amountCents: 1000, feeType: "FIXED", feeCents: 125, taxRateHundredths: 500, shippingCents: 200 });
    const calculated = await setup.item(shop, { amountType: "OPEN", amountCents: 0, feeType: "CALCULATED" });
    const suggested = await setup.item(shop, { amountCents: 2000, feeType: "SUGGESTED" });
    const none = await setup.item(shop, { amountCents: 999 });
    const priced = await priceCart(t, [line(1, fixed.id, 1, 2), line(2, calculated.id, 5000), line(3, suggested.id, 1), line(4, none.id, 1)]);
    // Fixed: 2 × 10.00 = 20.00, tax 5 % 1.00, shipping 2.00, fee 2 × 1.25 = 2.50 → 25.50 (the line's stored amount is ignored).
    expect(priced.lines[0]).toMatchObject({ unitCents: 1000, cents: { subtotal: 2000, tax: 100, shipping: 200, fee: 250, total: 2550 } });
    // Calculated: 3.00 % of 50.00 + 0.30 = 1.80, on the amount typed.
    expect(priced.lines[1]).toMatchObject({ unitCents: 5000, cents: { fee: 180, total: 5180 } });
    // Suggested: the payee's card cost on 20.00 = 0.60 + 0.30.
    expect(priced.lines[2]).toMatchObject({ cents: { fee: 90, total: 2090 } });
    expect(priced.lines[3]).toMatchObject({ cents: { fee: 0, total: 999 } });
    expect(priced.totals).toEqual({ subtotalCents: 9999, taxCents: 100, shippingCents: 200, feeCents: 520, totalCents: 10819, totalWithoutFeesCents: 10299 });
    expect(priced.lines.reduce((sum, l) => sum + l.shareWithFeesCents, 0)).toBe(10819);
    expect(priced.lines.reduce((sum, l) => sum + l.shareWithoutFeesCents, 0)).toBe(10299);
  });

  it("tells the units left and the sold-out message when a line asks for more", async () => {
    const limited = await setup.item(shop, { quantityAvailable: 5, quantitySold: 3 });
    const [enough, tooMany] = (await priceCart(t, [line(1, limited.id, 0, 2), line(2, limited.id, 0, 3)])).lines;
    expect(enough).toMatchObject({ quantityLeft: 2, soldOut: null, soldOutText: shop.soldOut.text });
    expect(tooMany).toMatchObject({ quantityLeft: 2, soldOut: { text: shop.soldOut.text } });
    const unlimited = await setup.item(shop);
    expect((await priceCart(t, [line(1, unlimited.id, 0, 500)])).lines[0]).toMatchObject({ quantityLeft: null, soldOut: null });
  });

  it("offers only the brands every payee of the cart accepts; an item without a payee has no card cost", async () => {
    const other = await t.db.settlementAccount.create({ data: { companyId: shop.school.id, name: `Visa only ${shop.payee.id}`, reference: "V", acceptedCardBrands: ["visa", "amex"] } });
    const a = await setup.item(shop);
    const b = await t.db.item.update({ where: { id: (await setup.item(shop)).id }, data: { settlementAccountId: other.id } });
    expect((await priceCart(t, [line(1, a.id, 0)])).acceptedCardBrands).toEqual(["visa", "mc", "disc", "amex"]);
    expect((await priceCart(t, [line(1, a.id, 0), line(2, b.id, 0)])).acceptedCardBrands).toEqual(["visa", "amex"]);
    const payeeless = await t.db.item.update({ where: { id: (await setup.item(shop, { amountType: "OPEN", feeType: "CALCULATED" })).id }, data: { settlementAccountId: null } });
    expect((await priceCart(t, [line(1, payeeless.id, 1000)])).lines[0]).toMatchObject({ settlementAccountId: null, cents: { fee: 0, total: 1000 } });
  });
});
