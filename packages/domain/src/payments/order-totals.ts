/**
 * The totals of a cart (docs/product/checkout-and-payments.md, Carts; docs/product/items-and-fees.md): each
 * line priced by the item fee maths of items/fees.ts (amount × quantity, tax on that, shipping, the fee of
 * its fee type), the lines summed in ten-thousandths, and the order's total rounded half up to cents once:
 * that is the amount charged.
 *
 * Our reading, where the rules leave room:
 * - A line's fee is exactly the fee its item shows alone (Fixed: fee × quantity; Calculated, the
 *   legacy "Calc": the line payee's card rate on the line's amount, tax and shipping, plus the
 *   payee's card fixed fee; Suggested: the server's feeAmount; None: 0). So the fee the payer saw
 *   on the item is the fee in the cart. The other reading, one card fixed fee per order because
 *   the card is charged once, would make a line's fee depend on the rest of the cart.
 * - Removing convenience fees removes every line's fee, whatever its type; the totals with and
 *   without fees are both given so the payment step can toggle what it shows (docs/product/terminal.md).
 * - Lines are shown rounded one by one and may not add up to the total by a cent; the amounts
 *   recorded per line (`chargedCents`) are the total split by largest remainder, so they do.
 */
import { type ItemTotalParts, type ItemTotals, type ItemTotalsInput, computeItemTotals } from "../items/fees.ts";
import { type Cents, MILLS4_PER_CENT, type Mills4, mills4ToCents } from "../items/money.ts";

export interface CartLinePricing extends ItemTotalsInput {
  /** The cart line's id, carried through so callers can match results to lines. */
  lineId: number;
}

export interface OrderLineTotals {
  lineId: number;
  totals: ItemTotals;
  /** This line's share of the charged total, in cents; the lines' shares add up to it exactly. */
  chargedCents: Cents;
}

export interface OrderTotalsView {
  lines: OrderLineTotals[];
  mills4: ItemTotalParts<Mills4>;
  /** Each part rounded half up to cents; `total` is the amount charged. */
  cents: ItemTotalParts<Cents>;
}

export interface OrderTotals {
  withFees: OrderTotalsView;
  withoutFees: OrderTotalsView;
  /** The view the payer is charged: without fees when they were removed. */
  charged: OrderTotalsView;
}

type Part = keyof ItemTotalParts<number>;
const PARTS: readonly Part[] = ["subtotal", "tax", "shipping", "fee", "total"];

function partsOf(valueOf: (part: Part) => number): ItemTotalParts<number> {
  return Object.fromEntries(PARTS.map((part) => [part, valueOf(part)])) as unknown as ItemTotalParts<number>;
}

/**
 * Splits a rounded total over parts in ten-thousandths: each part's cents rounded down, and the
 * cents left over go to the parts with the largest remainders (the earlier part on a tie).
 */
function splitByLargestRemainder(partsMills4: readonly Mills4[], totalCents: Cents): Cents[] {
  const floors = partsMills4.map((part) => Math.floor(part / MILLS4_PER_CENT));
  let left = totalCents - floors.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = partsMills4.map((part, index) => ({ index, remainder: part % MILLS4_PER_CENT })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left--;
  }
  return floors;
}

function viewOf(lines: readonly CartLinePricing[]): OrderTotalsView {
  const priced = lines.map((line) => ({ lineId: line.lineId, totals: computeItemTotals(line) }));
  const mills4 = partsOf((part) => priced.reduce((sum, line) => sum + line.totals.mills4[part], 0));
  const cents = partsOf((part) => mills4ToCents(mills4[part]));
  const shares = splitByLargestRemainder(priced.map((line) => line.totals.mills4.total), cents.total);
  return { lines: priced.map((line, index) => ({ ...line, chargedCents: shares[index] ?? 0 })), mills4, cents };
}

export function computeOrderTotals(lines: readonly CartLinePricing[], options: { removeConvenienceFees: boolean }): OrderTotals {
  const withFees = viewOf(lines);
  // No fee of any kind, AlwaysAddFlat's flat fee included.
  const withoutFees = viewOf(lines.map((line) => ({ ...line, feeType: "None", flatFeeCents: 0 })));
  return { withFees, withoutFees, charged: options.removeConvenienceFees ? withoutFees : withFees };
}
