/**
 * The gateway simulator's answer for a card number (docs/product/checkout-and-payments.md), as a pure
 * function the simulator behind the payment gateway interface calls. It judges only the number; the checkout
 * has already run the card rules.
 *
 * Our reading: a number that is not in the table is approved in full, like the table's approved
 * numbers, so that staff trying the demo with any valid test number see a sale.
 */
import { PAYMENT_MESSAGES, finalPaymentErrorMessage } from "@paydesk/validators";
import type { Cents } from "../items/money.ts";
import { halfApproved } from "./partial-authorization.ts";

export type SimulatedCharge =
  | { outcome: "approved"; approvedCents: Cents }
  | { outcome: "partial"; approvedCents: Cents; dueCents: Cents }
  | { outcome: "declined"; message: string }
  | { outcome: "unavailable"; message: string };

export const SIMULATOR_CARDS = {
  approved: ["4111111111111111", "4242424242424242", "5555555555554444", "6011111111111117", "378282246310005"],
  declined: ["4000000000000002", "4000000000009995"],
  partial: ["4000000000000119"],
  unavailable: ["4000000000000127"],
} as const;

const has = (list: readonly string[], digits: string) => list.includes(digits);

export function simulateCardCharge(digits: string, amountCents: Cents): SimulatedCharge {
  if (has(SIMULATOR_CARDS.declined, digits)) return { outcome: "declined", message: PAYMENT_MESSAGES.declined };
  if (has(SIMULATOR_CARDS.unavailable, digits)) return { outcome: "unavailable", message: finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable) };
  if (has(SIMULATOR_CARDS.partial, digits)) return { outcome: "partial", ...halfApproved(amountCents) };
  return { outcome: "approved", approvedCents: amountCents };
}

/**
 * Stored-card tokens of the simulator carry the card's outcome in their prefix, so a token keeps
 * working after the simulator restarts (it remembers nothing across restarts) and a test can make
 * a stored charge decline or find the gateway down by writing such a token on a payment:
 * - `tok_declines_…`: every stored charge is declined;
 * - `tok_unavailable_…`: every stored charge finds the gateway unavailable (503);
 * - `tok_partial_…` (issued for the partial card): half is approved, like the card itself;
 * - any other token (`tok_approves_…` as issued, the seed's `sim_tok_…`): approved in full.
 */
export const SIMULATOR_TOKEN_PREFIXES = {
  approves: "tok_approves_",
  partial: "tok_partial_",
  declines: "tok_declines_",
  unavailable: "tok_unavailable_",
} as const;

/** The prefix of the token the simulator issues for an authorized card charge. */
export function simulatorTokenPrefix(outcome: "approved" | "partial"): string {
  return outcome === "partial" ? SIMULATOR_TOKEN_PREFIXES.partial : SIMULATOR_TOKEN_PREFIXES.approves;
}

/** The simulator's answer for a charge of a stored token (recurring series). */
export function simulateStoredCharge(token: string, amountCents: Cents): SimulatedCharge {
  if (token.startsWith(SIMULATOR_TOKEN_PREFIXES.declines)) return { outcome: "declined", message: PAYMENT_MESSAGES.declined };
  if (token.startsWith(SIMULATOR_TOKEN_PREFIXES.unavailable)) return { outcome: "unavailable", message: finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable) };
  if (token.startsWith(SIMULATOR_TOKEN_PREFIXES.partial)) return { outcome: "partial", ...halfApproved(amountCents) };
  return { outcome: "approved", approvedCents: amountCents };
}

/**
 * A refund or void of a transaction whose id starts with this prefix finds the simulator
 * unavailable (503), so a test can show what staff see when the gateway is down.
 */
export const SIMULATOR_UNAVAILABLE_TRANSACTION_PREFIX = "txn_unavailable_";

export function simulateRefundAvailability(transactionId: string): "available" | "unavailable" {
  return transactionId.startsWith(SIMULATOR_UNAVAILABLE_TRANSACTION_PREFIX) ? "unavailable" : "available";
}
