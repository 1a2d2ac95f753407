import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, finalPaymentErrorMessage } from "@paydesk/validators";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { asksCaptchaAfter, classifyPaymentFailure, keepsAttemptKey } from "./outcome.ts";

function answered(httpStatus: number, message: string, fieldErrors: Record<string, string> | null = null) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: "X", httpStatus, fieldErrors } } });
}

describe("classifyPaymentFailure (the answers of docs/product/checkout-and-payments.md)", () => {
  it.each([
    [
      "a decline, shown as the server says it",
      answered(402, PAYMENT_MESSAGES.declined),
      { kind: "declined", message: PAYMENT_MESSAGES.declined },
      false,
    ],
    [
      "a gateway failure, which already ends with the notice",
      answered(502, finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable)),
      { kind: "gateway", message: finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable) },
      false,
    ],
    [
      "bad input, with its field messages",
      answered(400, PAYMENT_MESSAGES.invalidCardNumber, { cc_pan: PAYMENT_MESSAGES.invalidCardNumber }),
      {
        kind: "invalid",
        message: PAYMENT_MESSAGES.invalidCardNumber,
        fieldErrors: { cc_pan: PAYMENT_MESSAGES.invalidCardNumber },
      },
      false,
    ],
    ["a refusal", answered(403, "Access denied."), { kind: "refused", message: "Access denied." }, false],
    [
      "sold out meanwhile",
      answered(409, "This item is sold out."),
      { kind: "refused", message: "This item is sold out." },
      false,
    ],
    [
      "a crash: the notice is added",
      answered(500, "Oops."),
      { kind: "unknown", message: finalPaymentErrorMessage("Oops.") },
      true,
    ],
  ])("%s", (_case, error, expected, keepsKey) => {
    const failure = classifyPaymentFailure(error);
    expect(failure).toEqual(expected);
    expect(keepsAttemptKey(failure)).toBe(keepsKey);
  });

  it("keeps the key when no answer came at all (the charge may have gone through)", () => {
    const failure = classifyPaymentFailure(new TRPCClientError("Failed to fetch"));
    expect(failure.kind).toBe("unknown");
    expect(failure.message.endsWith(PAYMENT_MESSAGES.contactCustomerService)).toBe(true);
    expect(keepsAttemptKey(failure)).toBe(true);
  });
});

describe("card testing answers", () => {
  it("shows a 429 as the server's message where the form shows its failures", () => {
    const failure = classifyPaymentFailure(answered(429, CHECKOUT_MESSAGES.tooManyDeclines));
    expect(failure).toEqual({ kind: "refused", message: CHECKOUT_MESSAGES.tooManyDeclines });
    expect(keepsAttemptKey(failure)).toBe(false);
  });

  it.each([
    ["a guest's decline", answered(402, PAYMENT_MESSAGES.declined), true, true],
    ["a signed-in parent's decline", answered(402, PAYMENT_MESSAGES.declined), false, false],
    [
      "the server asking for the check",
      answered(400, CHECKOUT_MESSAGES.captchaAfterDecline, { captcha: CHECKOUT_MESSAGES.captchaAfterDecline }),
      true,
      true,
    ],
    ["the server asking anyone for the check", answered(400, "x", { captcha: "x" }), false, true],
    ["bad input elsewhere", answered(400, PAYMENT_MESSAGES.invalidCardNumber, { cc_pan: PAYMENT_MESSAGES.invalidCardNumber }), true, false],
    ["too many declines", answered(429, CHECKOUT_MESSAGES.tooManyDeclines), true, false],
    ["a gateway failure", answered(502, finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable)), true, false],
  ])("%s: asks the security check %#", (_case, error, guest, asks) => {
    expect(asksCaptchaAfter(classifyPaymentFailure(error), guest)).toBe(asks);
  });
});
