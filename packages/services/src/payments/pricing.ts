/**
 * Pricing a cart (docs/product/checkout-and-payments.md, docs/product/items-and-fees.md): the one place that
 * turns cart lines into money, read from the database at the moment of asking. The cart list shows it and
 * checkout charges it, so the total the payer saw is the total charged.
 *
 * Each line is priced with its item as it is now (price, fee type, tax rate, shipping, the
 * payee's card rate and fixed fee, the quantity left) and through the domain's
 * computeOrderTotals. Readings, each for a reason:
 * - A Fixed item's price is the item's current price, not the one copied into the cart line: the
 *   terminal shows the item's price, and an edited price must not be sold at the old one. An open
 *   amount (Open, AOpen) is what the payer typed, kept on the line ("as bought").
 * - The Suggested fee is the payee's card cost on the whole line (rate × amount, tax and shipping,
 *   plus the fixed fee), the same sum `GET /api/fee` suggests for a price (items/builder/fee.ts).
 * - Items without a payee price with no card rate: a Calculated fee is then 0, never a guess.
 */
import {
  type CartLinePricing,
  type ItemTotalParts,
  type OrderTotals,
  alwaysAddFlatFeeCents,
  brandsAcceptedByAll,
  computeItemTotals,
  computeOrderTotals,
} from "@paydesk/domain";
import { type CardBrand, type FeeType, type ItemTypeName } from "@paydesk/validators";
import { amountTypeMap, feeBehaviourMap, feeTypeMap, itemTypeMap } from "../items/mapping.ts";
import type { TxContext } from "../platform/context.ts";

/** What pricing needs of a cart line (a CartLine row, or a line about to be added). */
export interface CartLineToPrice {
  id: number;
  itemId: number;
  /** The unit price stored on the line: the open amount as typed; ignored for Fixed items. */
  amountCents: number;
  quantity: number;
}

/** The item facts checkout writes into the order beside the money. */
export const PRICING_ITEM_SELECT = {
  id: true,
  code: true,
  title: true,
  type: true,
  companyId: true,
  amountType: true,
  amountCents: true,
  feeType: true,
  feeCents: true,
  taxRateHundredths: true,
  shippingCents: true,
  quantityAvailable: true,
  quantitySold: true,
  settlementAccountId: true,
  coaId: true,
  subCoaId: true,
  status: true,
  isDraft: true,
  active: true,
  // Who may sell it at the terminal (checkout's seller check, domain assertMaySellAll).
  categoryId: true,
  soldOutMessage: { select: { text: true } },
  settlementAccount: { select: { id: true, cardRateHundredths: true, cardFixedFeeCents: true, acceptedCardBrands: true } },
  // The item company's default fee behaviour: under AlwaysAddFlat its default item fee is charged
  // on lines whose item has no fee of its own (docs/product/items-and-fees.md,
  // domain/payments/always-add-flat.ts).
  company: { select: { feeBehaviour: true, defaultItemFeeCents: true, path: true } },
  // Targets make an item one for particular students: a parent's line for it names one (domain studentChoiceProblem).
  _count: { select: { targets: true } },
} as const;

export interface PricedLine {
  lineId: number;
  itemId: number;
  itemCode: string;
  title: string;
  /** The item's kind as bought (a recurring item starts a series in the order's follow-ups). */
  itemType: ItemTypeName;
  companyId: number;
  settlementAccountId: number | null;
  coaId: number | null;
  /** The unit price charged. */
  unitCents: number;
  quantity: number;
  feeType: FeeType;
  /** The line alone, each part rounded half up to cents (what the cart shows per line). */
  cents: ItemTotalParts<number>;
  /** This line's share of the order total, with fees and without (they add up to the totals exactly). */
  shareWithFeesCents: number;
  shareWithoutFeesCents: number;
  /** null for an unlimited item; else the units still for sale. */
  quantityLeft: number | null;
  /** The item's sold-out message when fewer units are left than the line asks for, else null. */
  soldOut: { text: string | null } | null;
  /** The item's sold-out message (null when it has none), for a sale lost to a concurrent buyer. */
  soldOutText: string | null;
  /** The item can still be bought (active, not a draft, not in the trash): checked again at checkout. */
  onSale: boolean;
}

export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  feeCents: number;
  totalCents: number;
  totalWithoutFeesCents: number;
}

export interface CartPricing {
  lines: PricedLine[];
  totals: CartTotals;
  /** The domain's full view (per-line exact parts and shares), for whoever records the order. */
  orderTotals: OrderTotals;
  /** The brands every payee of these lines accepts (a card must suit all of them). */
  acceptedCardBrands: CardBrand[];
}

/**
 * What pricing reads of an item: the columns of PRICING_ITEM_SELECT, as Prisma answers them.
 * Checkout reads the same columns in its claim statement (checkout/claim.ts) and maps them here.
 */
export type PricingItem = NonNullable<Awaited<ReturnType<typeof loadItems>>>[number];

function loadItems(ctx: Pick<TxContext, "db">, itemIds: number[]) {
  return ctx.db.item.findMany({ where: { id: { in: itemIds } }, select: PRICING_ITEM_SELECT });
}

function pricingInput(line: CartLineToPrice, item: PricingItem): CartLinePricing {
  const amountType = amountTypeMap.fromDb(item.amountType);
  const feeType = feeTypeMap.fromDb(item.feeType);
  const base = {
    lineId: line.id,
    amountCents: amountType === "Fixed" ? item.amountCents : line.amountCents,
    quantity: line.quantity,
    taxPercentHundredths: item.taxRateHundredths,
    shippingCents: item.shippingCents,
    cardRateHundredths: item.settlementAccount?.cardRateHundredths ?? 0,
    cardFixedFeeCents: item.settlementAccount?.cardFixedFeeCents ?? 0,
  };
  const suggestedFeeCents = feeType === "Suggested" ? computeItemTotals({ ...base, feeType: "Calculated" }).cents.fee : undefined;
  const flatFeeCents = alwaysAddFlatFeeCents({ feeBehaviour: feeBehaviourMap.fromDb(item.company.feeBehaviour), defaultItemFeeCents: item.company.defaultItemFeeCents });
  return { ...base, feeType, feeCents: item.feeCents, suggestedFeeCents, flatFeeCents };
}

function quantityLeft(item: PricingItem): number | null {
  // quantity_available 0 means no limit (docs/product/items-and-fees.md).
  return item.quantityAvailable === 0 ? null : Math.max(0, item.quantityAvailable - item.quantitySold);
}

function acceptedByAll(items: readonly PricingItem[]): CardBrand[] {
  return brandsAcceptedByAll(items.map((item) => item.settlementAccount).filter((payee) => payee !== null));
}

/**
 * Prices `lines` (in their order) with their items as they are now. A line whose item no longer
 * exists is left out (a cart line's item is deleted with it, so this only happens in a race).
 */
export async function priceCart(ctx: Pick<TxContext, "db">, lines: readonly CartLineToPrice[]): Promise<CartPricing> {
  return priceWithItems(lines, await loadItems(ctx, [...new Set(lines.map((line) => line.itemId))]));
}

/** Prices `lines` with their items already read (checkout reads them with its claim, in one statement). */
export function priceWithItems(lines: readonly CartLineToPrice[], items: readonly PricingItem[]): CartPricing {
  const byId = new Map(items.map((item) => [item.id, item]));
  const known = lines.flatMap((line) => {
    const item = byId.get(line.itemId);
    return item ? [{ line, item, input: pricingInput(line, item) }] : [];
  });
  const orderTotals = computeOrderTotals(
    known.map((entry) => entry.input),
    { removeConvenienceFees: false },
  );
  const priced = known.map(({ line, item, input }, index): PricedLine => {
    const left = quantityLeft(item);
    return {
      lineId: line.id,
      itemId: item.id,
      itemCode: item.code,
      title: item.title,
      itemType: itemTypeMap.fromDb(item.type),
      companyId: item.companyId,
      settlementAccountId: item.settlementAccountId,
      coaId: item.coaId,
      unitCents: input.amountCents,
      quantity: line.quantity,
      feeType: input.feeType,
      cents: orderTotals.withFees.lines[index]!.totals.cents,
      shareWithFeesCents: orderTotals.withFees.lines[index]!.chargedCents,
      shareWithoutFeesCents: orderTotals.withoutFees.lines[index]!.chargedCents,
      quantityLeft: left,
      soldOut: left !== null && left < line.quantity ? { text: item.soldOutMessage?.text ?? null } : null,
      soldOutText: item.soldOutMessage?.text ?? null,
      onSale: item.active && !item.isDraft && item.status === "ACTIVE",
    };
  });
  const cents = orderTotals.withFees.cents;
  return {
    lines: priced,
    totals: {
      subtotalCents: cents.subtotal,
      taxCents: cents.tax,
      shippingCents: cents.shipping,
      feeCents: cents.fee,
      totalCents: cents.total,
      totalWithoutFeesCents: orderTotals.withoutFees.cents.total,
    },
    orderTotals,
    acceptedCardBrands: acceptedByAll(known.map((entry) => entry.item)),
  };
}
