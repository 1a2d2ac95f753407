/**
 * What each order of the benchmark buys and how it pays: one deterministic mix, the same for the
 * app's clients and the bare SQL reference, so both write the same rows.
 *
 * - Lines: one everyday item; every third order two different ones; every fifth line two units.
 * - Payment: 7 in 10 by card through the gateway simulator (typed, and every fourth card swiped;
 *   the approved test numbers of four brands, docs/product/checkout-and-payments.md), 2 in 10 cash,
 *   1 in 10 check, as an office counter takes them.
 * - Every tenth order (and every fourth last seat) is sent twice at once with the same idempotency key (a double click): it
 *   must answer one order and charge once.
 */
import { SIMULATOR_CARDS } from "@paydesk/domain";

export interface PlannedLine {
  itemId: number;
  quantity: number;
}

export type PlannedMethod = "card-manual" | "card-swipe" | "cash" | "check";

export interface PlannedOrder {
  lines: PlannedLine[];
  method: PlannedMethod;
  /** Send the payment twice concurrently with one key. */
  doubleClick: boolean;
}

export function planOrder(client: number, n: number, everyday: readonly number[]): PlannedOrder {
  const k = client * 7919 + n;
  const first = everyday[k % everyday.length]!;
  const lines: PlannedLine[] = [{ itemId: first, quantity: k % 5 === 0 ? 2 : 1 }];
  if (k % 3 === 0) lines.push({ itemId: everyday[(k + 1) % everyday.length]!, quantity: 1 });
  const slot = k % 10;
  const method: PlannedMethod = slot < 7 ? (k % 4 === 0 ? "card-swipe" : "card-manual") : slot < 9 ? "cash" : "check";
  return { lines, method, doubleClick: k % 10 === 9 };
}

/** A sell-out buy: one unit of the limited item, by card; every fourth one double-clicked. */
export function planLastSeat(limitedItemId: number, client: number, n: number): PlannedOrder {
  return { lines: [{ itemId: limitedItemId, quantity: 1 }], method: "card-manual", doubleClick: (client + n) % 4 === 0 };
}

const APPROVED = SIMULATOR_CARDS.approved;
const ADDRESS = { street: "100 Bench Street", city: "Springfield", state: "IL", country: "USA", postal_code: "62701" };

/**
 * The payment object as the payment step sends it, in its field names
 * (docs/product/checkout-and-payments.md).
 */
export function paymentObject(method: PlannedMethod, k: number): Record<string, string> {
  const name = `Bench Payer ${k % 1000}`;
  if (method === "cash") return { payment_method: "cash", name, ...ADDRESS };
  if (method === "check") return { payment_method: "check", name, check_number: String(1000 + (k % 9000)), ...ADDRESS };
  const pan = APPROVED[k % APPROVED.length]!;
  if (method === "card-swipe") {
    const track1 = `%B${pan}^PAYER/BENCH^3012101000000000000?`;
    return {
      payment_method: "card",
      card_entry: "swipe",
      name: "Bench Payer",
      magtrack1: track1,
      magtrack2: `;${pan}=30121010000000000?`,
      ...ADDRESS,
    };
  }
  return {
    payment_method: "card",
    card_entry: "manual",
    name,
    cc_pan: pan,
    cc_month: "12",
    cc_year: "2030",
    cc_cv: pan.length === 15 ? "1234" : "123",
    ...ADDRESS,
  };
}
