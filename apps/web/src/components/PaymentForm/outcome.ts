/**
 * What a failed payment attempt means for the form (docs/product/checkout-and-payments.md, Paying;
 * docs/product/terminal.md): a decline is shown in place with the form kept, a gateway failure is the
 * final payment error with the contact-customer-service notice, bad input lands on the fields. Read from
 * the HTTP status of the answer, which is the contract's (402, 502, 400) on tRPC and on the shims alike.
 */
import { PAYMENT_MESSAGES, finalPaymentErrorMessage } from "@paydesk/validators";
import { errorMessage, fieldErrorsOf, isTRPCClientError } from "../../lib/errors.ts";

export type PaymentFailure =
  | { kind: "declined"; message: string }
  | { kind: "gateway"; message: string }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  /** Refused for another reason (signed out, not allowed, the cart changed): the server's message. */
  | { kind: "refused"; message: string }
  /** No answer, or a crash: the charge may or may not have happened. */
  | { kind: "unknown"; message: string };

function withNotice(message: string): string {
  return message.endsWith(PAYMENT_MESSAGES.contactCustomerService) ? message : finalPaymentErrorMessage(message);
}

function httpStatusOf(error: unknown): number | null {
  if (!isTRPCClientError(error)) return null;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === "number" ? status : null;
}

export function classifyPaymentFailure(error: unknown): PaymentFailure {
  const status = httpStatusOf(error);
  const message = errorMessage(error);
  if (status === null || status >= 500) {
    if (status === 502) return { kind: "gateway", message: withNotice(message) };
    return { kind: "unknown", message: withNotice(message) };
  }
  if (status === 402) return { kind: "declined", message };
  if (status === 400) return { kind: "invalid", message, fieldErrors: fieldErrorsOf(error) ?? {} };
  return { kind: "refused", message };
}

/**
 * Whether the form asks the security check from now on (card testing): a guest's decline means the
 * server wants it before the next card attempt, and a 400 on `captcha` says so for anyone (the
 * requirement outlives a reload of the page). Signed-in parents and staff are not asked after a
 * decline.
 */
export function asksCaptchaAfter(failure: PaymentFailure, guest: boolean): boolean {
  if (failure.kind === "declined") return guest;
  return failure.kind === "invalid" && failure.fieldErrors.captcha !== undefined;
}

/**
 * One idempotency key per payment attempt (docs/product/checkout-and-payments.md, Paying). A definite
 * answer ends the attempt: the next click is a new one with a new key. Without an answer the charge may
 * have gone through, so the next click repeats the same attempt with the same key, and the server answers
 * what it answered the first time instead of charging again.
 */
export function keepsAttemptKey(failure: PaymentFailure): boolean {
  return failure.kind === "unknown";
}
