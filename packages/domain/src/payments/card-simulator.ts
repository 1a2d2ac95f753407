/**
 * The gateway simulator's answer for a card number (CONVENTIONS §5), as a pure function the
 * simulator behind the payment gateway interface calls. It judges only the number; the checkout
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
