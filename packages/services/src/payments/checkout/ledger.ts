/**
 * How one payment is booked (ledger_entries): its amount spread over the order's lines and kinds
 * (sale, tax, shipping, fee) in proportion to their exact amounts, so that the rows of every
 * payment add up to it exactly, also for a partial authorization (half of every part) and for the
 * rest paid later. Largest remainder, as the domain splits an order's total over its lines.
 * Pure; integer arithmetic in BigInt (cents × ten-thousandths exceed 2^53).
 */
export type LedgerKindName = "SALE" | "TAX" | "SHIPPING" | "FEE";

export interface LedgerPart {
  /** The order line's index in the caller's list. */
  line: number;
  kind: LedgerKindName;
  /** Exact weight, ten-thousandths of a dollar. */
  mills4: number;
}

export interface LedgerShare {
  line: number;
  kind: LedgerKindName;
  amountCents: number;
}

export function splitPayment(amountCents: number, parts: readonly LedgerPart[]): LedgerShare[] {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`amountCents must be a non-negative integer, got ${amountCents}`);
  const weighted = parts.filter((part) => part.mills4 > 0);
  const whole = weighted.reduce((sum, part) => sum + BigInt(part.mills4), 0n);
  if (weighted.length === 0 || whole === 0n) {
    if (amountCents === 0) return [];
    throw new RangeError("a payment needs at least one part with a positive amount");
  }
  const amount = BigInt(amountCents);
  const shares = weighted.map((part, index) => {
    const exact = amount * BigInt(part.mills4);
    return { index, part, floor: exact / whole, remainder: exact % whole };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index));
  for (const share of byRemainder) {
    if (left <= 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.filter((share) => share.floor > 0n).map((share) => ({ line: share.part.line, kind: share.part.kind, amountCents: Number(share.floor) }));
}
