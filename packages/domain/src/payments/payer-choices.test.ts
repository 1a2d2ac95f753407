import { CHECKOUT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { payerChoiceProblem } from "./payer-choices.ts";

describe("payerChoiceProblem: what parents and guests may not choose", () => {
  it.each([
    [{ method: "card", remove_conv_fees: false }, null],
    [{ method: "card", remove_conv_fees: true }, { field: "remove_conv_fees", message: CHECKOUT_MESSAGES.feesStaffOnly }],
    [{ method: "cash", remove_conv_fees: false }, { field: "payment_method", message: CHECKOUT_MESSAGES.cardOnly }],
    [{ method: "check", remove_conv_fees: true }, { field: "payment_method", message: CHECKOUT_MESSAGES.cardOnly }],
  ])("%j → %j", (payment, problem) => {
    expect(payerChoiceProblem(payment)).toEqual(problem);
  });
});
