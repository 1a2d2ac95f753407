/**
 * `cart.list`: the lines with their totals and what the payment step offers (docs/product/terminal.md): the
 * company's suggested cash discount, the card brands every payee of the cart accepts, and the
 * receipt e-mail suggestions.
 */
import { billingAddressOf, type BillingAddress } from "@paydesk/domain";
import type { CardBrand } from "@paydesk/validators";
import type { CartTotals } from "../pricing.ts";
import { type CartLineView, readCart } from "./lines.ts";
import type { CartContext, CartPayer } from "./payer.ts";
import type { TxContext } from "../../platform/context.ts";

export interface CartListView {
  lines: CartLineView[];
  totals: CartTotals;
  payment: {
    suggestCashDiscount: boolean;
    acceptedCardBrands: CardBrand[];
    emailSuggestions: string[];
    /** The terminal's own company address, the counter's one-click billing address; null elsewhere. */
    counterAddress: BillingAddress | null;
  };
}

/** How many recent payer e-mails the terminal suggests. */
const EMAIL_SUGGESTIONS = 10;

/**
 * Terminal: the distinct payer e-mails of the company's most recent orders. A parent: their own
 * address. A guest: none (we know nothing of them).
 */
async function emailSuggestions({ db }: Pick<TxContext, "db">, payer: CartPayer): Promise<string[]> {
  if (payer.purpose === "GUEST") return [];
  if (payer.purpose === "PARENT") return [payer.actor.email];
  const rows = await db.order.findMany({
    where: { companyId: payer.actor.companyId, payerEmail: { not: null } },
    select: { payerEmail: true },
    orderBy: { createdAt: "desc" },
    take: EMAIL_SUGGESTIONS * 5,
  });
  return [...new Set(rows.map((row) => row.payerEmail!.trim()).filter((email) => email !== ""))].slice(0, EMAIL_SUGGESTIONS);
}

/**
 * The suggested cash discount pre-ticks fee removal for cash and check (docs/product/terminal.md), which only
 * the terminal takes; parents and guests pay by card, so it is never suggested to them.
 */
async function suggestCashDiscount({ db }: Pick<TxContext, "db">, payer: CartPayer): Promise<boolean> {
  if (payer.purpose !== "TERMINAL") return false;
  const company = await db.company.findUnique({ where: { id: payer.actor.companyId }, select: { suggestCashDiscount: true } });
  return company?.suggestCashDiscount ?? false;
}

/**
 * At the counter the payer often gives no address of their own: the school's (its city and state,
 * its school profile's street and postal code) is offered as a one-click choice. Only the
 * terminal's: a parent or a guest pays with their own address.
 */
export async function counterAddress({ db }: Pick<TxContext, "db">, payer: CartPayer): Promise<BillingAddress | null> {
  if (payer.purpose !== "TERMINAL") return null;
  const company = await db.company.findUnique({
    where: { id: payer.actor.companyId },
    select: { city: true, state: true, schoolProfile: { select: { street: true, street2: true, zip: true } } },
  });
  if (!company) return null;
  const profile = company.schoolProfile;
  return billingAddressOf({ street: profile?.street, street2: profile?.street2, city: company.city, state: company.state, postalCode: profile?.zip });
}

export async function listCart(ctx: CartContext): Promise<CartListView> {
  const cart = await readCart(ctx, ctx.payer);
  const [suggest, emails, counter] = await Promise.all([
    suggestCashDiscount(ctx, ctx.payer),
    emailSuggestions(ctx, ctx.payer),
    counterAddress(ctx, ctx.payer),
  ]);
  return {
    lines: cart.lines,
    totals: cart.totals,
    payment: { suggestCashDiscount: suggest, acceptedCardBrands: cart.acceptedCardBrands, emailSuggestions: emails, counterAddress: counter },
  };
}
