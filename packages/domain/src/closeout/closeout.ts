/**
 * The end-of-day close-out's arithmetic, pure: what a staff member's drawer should hold from the
 * tenders they took (cash and checks; cards never reach a drawer), what they counted, the
 * difference, and the reading of a counted amount typed in dollars into integer cents. Shared by
 * the server (what is kept) and the close-out page (the live difference), so both say the same.
 */
import { CLOSEOUT_MAX_CENTS, CLOSEOUT_MESSAGES } from "@paydesk/validators";
import { formatCents, type Cents } from "../items/money.ts";

/** One tender of the day, as the ledger holds it: what was paid and what of it was given back. */
export interface CloseoutTender {
  paymentId: number;
  orderId: number;
  method: "CARD" | "CASH" | "CHECK";
  paidCents: Cents;
  /** Refunds done against this payment (voids included). */
  refundedCents: Cents;
  checkNumber: string | null;
}

export interface ExpectedCheck {
  paymentId: number;
  orderId: number;
  checkNumber: string;
  /** What the check still brings: its amount less what was given back of it. */
  cents: Cents;
}

export interface CloseoutExpected {
  cash: { count: number; cents: Cents };
  check: { count: number; cents: Cents; checks: ExpectedCheck[] };
}

/**
 * The drawer's expected cash and checks: each cash or check tender counts what it kept (paid less
 * refunded, the transactions list's tender sum); one given back in full (or voided) leaves the
 * drawer and is not counted. Card tenders never count. Checks keep the order they are given in.
 */
export function expectedFromTenders(tenders: readonly CloseoutTender[]): CloseoutExpected {
  const expected: CloseoutExpected = { cash: { count: 0, cents: 0 }, check: { count: 0, cents: 0, checks: [] } };
  for (const tender of tenders) {
    const kept = tender.paidCents - tender.refundedCents;
    if (kept <= 0) continue;
    if (tender.method === "CASH") {
      expected.cash.count += 1;
      expected.cash.cents += kept;
    } else if (tender.method === "CHECK") {
      expected.check.count += 1;
      expected.check.cents += kept;
      expected.check.checks.push({ paymentId: tender.paymentId, orderId: tender.orderId, checkNumber: tender.checkNumber ?? "", cents: kept });
    }
  }
  return expected;
}

export interface CloseoutCounted {
  countedCashCents: Cents;
  countedCheckCents: Cents;
  countedCheckCount: number;
}

export interface CloseoutDifference {
  /** Counted less expected: above zero the drawer is over, below zero short. */
  cashCents: Cents;
  checkCents: Cents;
  /** Checks counted less checks expected. */
  checkCount: number;
  totalCents: Cents;
}

export function closeoutDifference(expected: CloseoutExpected, counted: CloseoutCounted): CloseoutDifference {
  const cashCents = counted.countedCashCents - expected.cash.cents;
  const checkCents = counted.countedCheckCents - expected.check.cents;
  return { cashCents, checkCents, checkCount: counted.countedCheckCount - expected.check.count, totalCents: cashCents + checkCents };
}

/** A difference in words: "Balanced", "Over by $1.25", "Short by $0.50". */
export function describeDifference(cents: Cents): string {
  if (cents === 0) return "Balanced";
  return cents > 0 ? `Over by ${formatCents(cents)}` : `Short by ${formatCents(-cents)}`;
}

/** A difference in checks counted, in words: "" when they agree. */
export function describeCheckCountDifference(checks: number): string {
  if (checks === 0) return "";
  const n = Math.abs(checks);
  return `${n} ${n === 1 ? "check" : "checks"} ${checks > 0 ? "more" : "fewer"} than expected`;
}

export type CountedAmount = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * A counted amount as typed: dollars with at most two decimals, an optional "$" and thousands
 * commas ("1,234.50"). Unlike the item builder's lenient blur rule, nothing is guessed: a figure
 * a bookkeeper keeps must be exactly what was typed, so "12.345", "1.2.3" or "-5" are refused,
 * not rounded or clamped. Read with integer arithmetic only (no floating point).
 */
export function readCountedAmount(raw: string, required: string = CLOSEOUT_MESSAGES.cashRequired): CountedAmount {
  const text = raw.trim().replace(/^\$/, "").trim();
  if (text === "") return { ok: false, message: required };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, message: CLOSEOUT_MESSAGES.amountInvalid };
  const whole = (match[1] ?? "0").replaceAll(",", "");
  if (whole.length > 12) return { ok: false, message: CLOSEOUT_MESSAGES.amountTooLarge };
  const cents = Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents > CLOSEOUT_MAX_CENTS) return { ok: false, message: CLOSEOUT_MESSAGES.amountTooLarge };
  return { ok: true, cents };
}

/** A count of checks as typed: a whole number, 0 or more. */
export function readCountedChecks(raw: string): { ok: true; count: number } | { ok: false; message: string } {
  const text = raw.trim();
  if (!/^\d{1,5}$/.test(text)) return { ok: false, message: CLOSEOUT_MESSAGES.checkCountInvalid };
  return { ok: true, count: Number(text) };
}
