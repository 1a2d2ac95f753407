/**
 * How the demo orders were paid (docs/product/demo-and-production.md: "card, cash and check orders with
 * receipts and a partial authorization still due"): a payment per order of each method, the ledger rows that
 * book it, and the payer's address. Pure and seeded with its own PRNG, after the order plan, so the orders
 * themselves (items, totals, dates) stay what they were.
 *
 * Our reading, where the data model leaves room:
 * - online orders and partial authorizations are card payments (a partial authorization is a card
 *   gateway's answer); terminal orders are card, cash or check;
 * - a card payment uses a number of the gateway simulator's table (docs/product/checkout-and-payments.md):
 *   the approved ones for paid orders, the partial-authorization card for partial ones; only brand, last
 *   four, expiry, entry and a token are kept, as checkout keeps them;
 * - a paid order has one payment of its total, a partial one a payment of half (rounded down);
 *   a refunded order keeps none, so an order's payments always add up to its paid amount;
 * - each payment is booked per line and kind (sale, tax, shipping, fee) in proportion to the
 *   line's parts, by checkout's own split (largest remainder), so the rows add up to the payment;
 * - the payer's address is asked for card payments only (docs/product/checkout-and-payments.md), so cash and
 *   check orders have none.
 */
import type { LedgerKind, PaymentMethod } from "@paydesk/db";
import { cardBrandOf, SIMULATOR_CARDS } from "@paydesk/domain";
import type { PlannedLine, PlannedOrder } from "./demo-orders.ts";
import { splitPayment } from "../payments/checkout/ledger.ts";
import { createPrng, type Prng } from "./prng.ts";

export const DEMO_PAYMENT_SEED = 20_261_123;

export interface PlannedAddress {
  street: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

export interface PlannedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  entry: "manual" | "swipe";
  gatewayToken: string;
  gatewayTransactionId: string;
}

export interface PlannedLedgerRow {
  /** Index of the line in its order. */
  line: number;
  kind: LedgerKind;
  amountCents: number;
}

export interface PlannedPayment {
  method: PaymentMethod;
  amountCents: number;
  card: PlannedCard | null;
  checkNumber: string | null;
  payerName: string | null;
  ledger: PlannedLedgerRow[];
}

export interface PlannedPaymentDetails {
  address: PlannedAddress | null;
  payments: PlannedPayment[];
}

const STREETS = ["Oak Street", "Maple Avenue", "Lincoln Road", "Cedar Lane", "Elm Street", "Washington Boulevard"];

/** The parts of a line a payment is booked to, in ledger order. */
function lineParts(line: PlannedLine): { kind: LedgerKind; cents: number }[] {
  return [
    { kind: "SALE" as const, cents: line.amountCents * line.quantity },
    { kind: "TAX" as const, cents: line.taxCents },
    { kind: "SHIPPING" as const, cents: line.shippingCents },
    { kind: "FEE" as const, cents: line.feeCents },
  ].filter((part) => part.cents > 0);
}

/** Booked as checkout books a payment (its `splitPayment`), with the lines' parts as weights. */
function ledgerFor(lines: readonly PlannedLine[], amountCents: number): PlannedLedgerRow[] {
  const parts = lines.flatMap((line, index) => lineParts(line).map((part) => ({ line: index, kind: part.kind, mills4: part.cents * 100 })));
  return splitPayment(amountCents, parts);
}

const hex = (rng: Prng, length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join("");

function cardFor(digits: string, source: PlannedOrder["source"], rng: Prng): PlannedCard {
  return {
    brand: cardBrandOf(digits)!,
    last4: digits.slice(-4),
    expMonth: rng.int(1, 12),
    // Years well after the demo's dates: a stored expiry is what the card said, not a check.
    expYear: rng.int(2028, 2032),
    entry: source === "TERMINAL" && rng.chance(0.5) ? "swipe" : "manual",
    gatewayToken: `sim_tok_${hex(rng, 24)}`,
    gatewayTransactionId: `sim_txn_${hex(rng, 16)}`,
  };
}

function methodFor(order: PlannedOrder, rng: Prng): PaymentMethod {
  if (order.status === "PARTIAL" || order.source === "ONLINE") return "CARD";
  const roll = rng.next();
  return roll < 0.5 ? "CARD" : roll < 0.75 ? "CASH" : "CHECK";
}

export function planPaymentDetails(order: PlannedOrder, rng: Prng, city = "Springfield"): PlannedPaymentDetails {
  const method = methodFor(order, rng);
  const address: PlannedAddress | null =
    method === "CARD"
      ? { street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`, city, state: "IL", country: "USA", postalCode: `627${String(rng.int(1, 99)).padStart(2, "0")}` }
      : null;
  if (order.paidCents === 0) return { address, payments: [] };
  const digits = order.status === "PARTIAL" ? SIMULATOR_CARDS.partial[0] : rng.pick(SIMULATOR_CARDS.approved);
  const payment: PlannedPayment = {
    method,
    amountCents: order.paidCents,
    card: method === "CARD" ? cardFor(digits, order.source, rng) : null,
    checkNumber: method === "CHECK" ? String(rng.int(1001, 9999)) : null,
    payerName: method === "CARD" ? null : order.payerName,
    ledger: ledgerFor(order.lines, order.paidCents),
  };
  return { address, payments: [payment] };
}

/** Payment details for every planned order, in the plan's order. */
export function planDemoPayments(orders: readonly PlannedOrder[]): PlannedPaymentDetails[] {
  const rng = createPrng(DEMO_PAYMENT_SEED);
  return orders.map((order) => planPaymentDetails(order, rng));
}
