/**
 * Reading the payer's cart lines with what the cart page shows of them, priced by checkout's
 * `priceCart` (the one place that turns lines into money, so the cart shows what checkout charges).
 */
import { payerCustomFieldValues } from "@paydesk/domain";
import type { CardBrand } from "@paydesk/validators";
import { itemTypeMap } from "../../items/mapping.ts";
import type { TxContext } from "../../platform/context.ts";
import { type CartTotals, priceCart } from "../pricing.ts";
import { findCartId } from "./cart-store.ts";
import { soldOutMessageOf } from "./line-rules.ts";
import type { CartPayer } from "./payer.ts";

/** A cart line (docs/product/documented-calls.md), as the contract between the helpers names it. */
export interface CartLineView {
  lineId: number;
  itemId: number;
  itemCode: string;
  title: string;
  type: string;
  studentId: number | null;
  studentName: string | null;
  amountCents: number;
  quantity: number;
  cfs: Record<string, string | string[]>;
  cfOverridden: boolean;
  transient: unknown;
  mipCode: string | null;
  lineTotalCents: number;
  feeCents: number;
  taxCents: number;
  shippingCents: number;
  payeeId: number | null;
  /** The sold-out message when fewer units are left than the line asks for, else null. */
  soldOutMessage: string | null;
}

/** A cart line's own columns: what the cart shows and what checkout pays (checkout/cart-lines.ts). */
export const CART_LINE_COLUMNS = {
  id: true,
  itemId: true,
  studentId: true,
  amountCents: true,
  quantity: true,
  cfs: true,
  cfOverridden: true,
  transient: true,
  mipCode: true,
} as const;

const LINE_SELECT = {
  ...CART_LINE_COLUMNS,
  item: {
    select: {
      code: true,
      title: true,
      type: true,
      soldOutMessage: { select: { text: true } },
      // Hidden fields' values stay off a payer's cart (domain payerCustomFieldValues).
      customFields: { where: { type: "HIDDENTEXT" }, select: { label: true, type: true } },
    },
  },
  student: { select: { firstName: true, lastName: true } },
} as const;

export interface PricedCart {
  cartId: number | null;
  lines: CartLineView[];
  totals: CartTotals;
  acceptedCardBrands: CardBrand[];
}

const storedCfs = (row: { cfs: unknown }) => row.cfs as Record<string, string | string[]>;

/** The payer's lines in the order they were added, optionally only `lineIds`, priced. */
export async function readCart(ctx: Pick<TxContext, "db">, payer: CartPayer, lineIds?: readonly number[]): Promise<PricedCart> {
  const cartId = await findCartId(ctx.db, payer);
  const rows = cartId === null ? [] : await ctx.db.cartLine.findMany({ where: { cartId, ...(lineIds ? { id: { in: [...lineIds] } } : {}) }, select: LINE_SELECT, orderBy: { id: "asc" } });
  const pricing = await priceCart(ctx, rows.map((row) => ({ id: row.id, itemId: row.itemId, amountCents: row.amountCents, quantity: row.quantity })));
  const pricedById = new Map(pricing.lines.map((line) => [line.lineId, line]));
  const lines = rows.flatMap((row): CartLineView[] => {
    const priced = pricedById.get(row.id);
    if (!priced) return [];
    return [
      {
        lineId: row.id,
        itemId: row.itemId,
        itemCode: row.item.code,
        title: row.item.title,
        type: itemTypeMap.fromDb(row.item.type),
        studentId: row.studentId,
        studentName: row.student ? `${row.student.firstName} ${row.student.lastName}` : null,
        amountCents: priced.unitCents,
        quantity: row.quantity,
        cfs: payer.purpose === "TERMINAL" ? storedCfs(row) : payerCustomFieldValues(storedCfs(row), row.item.customFields),
        cfOverridden: row.cfOverridden,
        transient: row.transient ?? null,
        mipCode: row.mipCode,
        lineTotalCents: priced.cents.total,
        feeCents: priced.cents.fee,
        taxCents: priced.cents.tax,
        shippingCents: priced.cents.shipping,
        payeeId: priced.settlementAccountId,
        soldOutMessage: priced.soldOut ? soldOutMessageOf(row.item) : null,
      },
    ];
  });
  return { cartId, lines, totals: pricing.totals, acceptedCardBrands: pricing.acceptedCardBrands };
}
