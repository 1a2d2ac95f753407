/**
 * A shop for checkout tests (integration and HTTP contract): a school with a payee (and its chart
 * of accounts), items of the kinds checkout prices, terminal clerks, carts written as the cart
 * service writes them, and the gateway simulator on its own loopback port, so every charge goes
 * over real HTTP.
 */
import { configurePaymentGateway, guestCartKeyHash, httpPaymentGateway, startGatewaySimulator, type RunningGatewaySimulator } from "@paydesk/services";
import { localDay } from "@paydesk/domain";
import type { TestDatabase } from "./database.ts";
import { type FixtureCompany, uniqueSuffix } from "./fixtures.ts";

/**
 * The start date of a recurring item that starts today wherever its company is: today's date at
 * UTC-12, the earliest calendar day anywhere, never after the company's own today. A series is
 * scheduled from the later of the item's start and the day it is bought in the company's zone, so
 * its first date is the purchase's day. (The UTC date was a day ahead of a western school's from
 * its late afternoon on, and the series then started tomorrow.)
 */
export function startsTodayEverywhere(now: Date = new Date()): Date {
  return new Date(`${localDay(now, "Etc/GMT+12")}T00:00:00.000Z`);
}

export const CARDS = {
  visa: "4111111111111111",
  visa2: "4242424242424242",
  mc: "5555555555554444",
  disc: "6011111111111117",
  amex: "378282246310005",
  declined: "4000000000000002",
  declined2: "4000000000009995",
  partial: "4000000000000119",
  unavailable: "4000000000000127",
} as const;

const ADDRESS = { street: "1 Main St", city: "Springfield", state: "IL", country: "USA", postal_code: "62701" } as const;

export function cardPayment(number: string, extra: Record<string, unknown> = {}) {
  const cvv = number.startsWith("37") ? "1234" : "123";
  return { payment_method: "card" as const, name: "Pat Payer", email: "pat@payer.test", ...ADDRESS, cc_pan: number, cc_month: "12", cc_year: "2030", cc_cv: cvv, ...extra };
}

export function cashPayment(extra: Record<string, unknown> = {}) {
  return { payment_method: "cash" as const, name: "Casey Cash", postal_code: "62701", ...extra };
}

export function checkPayment(checkNumber: string, extra: Record<string, unknown> = {}) {
  return { payment_method: "check" as const, name: "Chuck Check", postal_code: "62701", check_number: checkNumber, ...extra };
}

export type CartOwnerRef = { userId: number; purpose: "TERMINAL" | "PARENT" } | { guestKey: string };

export interface ItemOptions {
  amountCents?: number;
  amountType?: "FIXED" | "OPEN" | "AOPEN";
  feeType?: "NONE" | "FIXED" | "CALCULATED" | "SUGGESTED";
  feeCents?: number;
  taxRateHundredths?: number;
  shippingCents?: number;
  quantityAvailable?: number;
  quantitySold?: number;
  title?: string;
}

export function checkoutShop(t: TestDatabase) {
  let gateway: RunningGatewaySimulator | undefined;

  async function startGateway() {
    gateway = await startGatewaySimulator();
    configurePaymentGateway(httpPaymentGateway(gateway.url));
  }
  async function stopGateway() {
    configurePaymentGateway(null);
    await gateway?.close();
  }
  const simulator = () => gateway!.simulator;

  async function shop() {
    const s = uniqueSuffix();
    const school = await t.fixtures.company({ kind: "SCHOOL" });
    const payee = await t.db.settlementAccount.create({
      data: { companyId: school.id, name: `Payee ${s}`, reference: `REF-${s}`, cardRateHundredths: 300, cardFixedFeeCents: 30 },
    });
    const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `4${s.slice(0, 4)}`, name: "Sales", kind: "PRIMARY" } });
    const soldOut = await t.db.soldOutMessage.create({ data: { companyId: school.id, text: `All gone ${s}` } });
    const student = await t.db.student.create({ data: { companyId: school.id, externalId: `S-${s}`, firstName: "Ada", lastName: "Lovelace" } });
    return { school, payee, coa, soldOut, student };
  }
  type Shop = Awaited<ReturnType<typeof shop>>;

  async function item(at: Shop, options: ItemOptions = {}) {
    const code = uniqueSuffix().toUpperCase();
    return t.db.item.create({
      data: {
        companyId: at.school.id,
        code,
        slug: `item-${code.toLowerCase()}`,
        title: options.title ?? `Item ${code}`,
        settlementAccountId: at.payee.id,
        coaId: at.coa.id,
        soldOutMessageId: at.soldOut.id,
        amountType: options.amountType ?? "FIXED",
        amountCents: options.amountCents ?? 2500,
        feeType: options.feeType ?? "NONE",
        feeCents: options.feeCents ?? 0,
        taxRateHundredths: options.taxRateHundredths ?? 0,
        taxEnabled: (options.taxRateHundredths ?? 0) > 0,
        shippingCents: options.shippingCents ?? 0,
        shippingEnabled: (options.shippingCents ?? 0) > 0,
        quantityAvailable: options.quantityAvailable ?? 0,
        quantitySold: options.quantitySold ?? 0,
      },
    });
  }

  /** Staff with the terminal permission only. */
  function clerkUser(company: FixtureCompany) {
    return t.fixtures.user({ company, label: "clerk", permissions: ["terminal.manage"] });
  }

  /** A line in a cart (a staff user's terminal cart, a parent's, a guest key's), as the cart service writes it. */
  async function addToCart(owner: CartOwnerRef, itemId: number, line: { amountCents?: number; quantity?: number; studentId?: number | null } = {}) {
    const cart =
      "guestKey" in owner
        ? await t.db.cart.upsert({ where: { guestKeyHash: guestCartKeyHash(owner.guestKey) }, create: { purpose: "GUEST", guestKeyHash: guestCartKeyHash(owner.guestKey) }, update: {} })
        : await t.db.cart.upsert({ where: { userId_purpose: owner }, create: owner, update: {} });
    const item = await t.db.item.findUniqueOrThrow({ where: { id: itemId } });
    return t.db.cartLine.create({
      data: { cartId: cart.id, itemId, amountCents: line.amountCents ?? item.amountCents, quantity: line.quantity ?? 1, studentId: line.studentId ?? null, cfs: { Size: "M" } },
    });
  }

  const addToTerminalCart = (userId: number, itemId: number, line: Parameters<typeof addToCart>[2] = {}) => addToCart({ userId, purpose: "TERMINAL" }, itemId, line);

  async function cartLineIds(userId: number) {
    const lines = await t.db.cartLine.findMany({ where: { cart: { userId, purpose: "TERMINAL" } }, select: { id: true } });
    return lines.map((line) => line.id);
  }

  return { startGateway, stopGateway, simulator, shop, item, clerkUser, addToCart, addToTerminalCart, cartLineIds };
}

export type CheckoutShop = Awaited<ReturnType<ReturnType<typeof checkoutShop>["shop"]>>;
export const idempotencyKey = () => `key-${uniqueSuffix()}`;
