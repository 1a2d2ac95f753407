/**
 * The lines a payment covers: the cart's lines named by `?items=`, or all of them. The server
 * prices what it charges; the totals shown for part of a cart are the server's own per-line parts
 * added up (each line's fee is the fee its item shows alone, ARCHITECTURE "Money").
 */
import type { PaymentTotals } from "../../components/PaymentForm/index.ts";

export interface PricedLine {
  lineId: number;
  amountCents: number;
  quantity: number;
  lineTotalCents: number;
  feeCents: number;
}

export function linesToPay<Line extends PricedLine>(lines: readonly Line[], lineIds: readonly number[] | null): Line[] {
  if (lineIds === null) return [...lines];
  const wanted = new Set(lineIds);
  return lines.filter((line) => wanted.has(line.lineId));
}

/** The totals of the chosen lines: the server's totals when they are the whole cart. */
export function totalsToPay(all: readonly PricedLine[], chosen: readonly PricedLine[], cartTotals: PaymentTotals): PaymentTotals {
  if (chosen.length === all.length) return cartTotals;
  const subtotalCents = chosen.reduce((sum, line) => sum + line.amountCents * line.quantity, 0);
  const feeCents = chosen.reduce((sum, line) => sum + line.feeCents, 0);
  const totalCents = chosen.reduce((sum, line) => sum + line.lineTotalCents, 0);
  // What is neither price nor fee is the lines' tax and shipping; shown together as tax.
  return {
    subtotalCents,
    taxCents: totalCents - subtotalCents - feeCents,
    shippingCents: 0,
    feeCents,
    totalCents,
    totalWithoutFeesCents: totalCents - feeCents,
  };
}
