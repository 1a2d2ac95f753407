import { describe, expect, it } from "vitest";
import { decideRefund, isSettled, orderStatusAfterRefunds, refundOption, settlesAt, type RefundablePayment } from "./refunds.ts";

const at = (iso: string) => new Date(iso);

describe("settlesAt / isSettled: the nightly batch closes at 06:00 UTC", () => {
  it.each([
    ["2026-11-23T05:59:59.999Z", "2026-11-23T06:00:00.000Z"],
    ["2026-11-23T06:00:00.000Z", "2026-11-24T06:00:00.000Z"],
    ["2026-11-23T18:30:00.000Z", "2026-11-24T06:00:00.000Z"],
    ["2026-12-31T23:00:00.000Z", "2027-01-01T06:00:00.000Z"],
  ])("a payment at %s settles at %s", (paid, settles) => {
    expect(settlesAt(at(paid)).toISOString()).toBe(settles);
  });

  it.each([
    ["2026-11-23T18:30:00Z", "2026-11-24T05:59:59Z", false],
    ["2026-11-23T18:30:00Z", "2026-11-24T06:00:00Z", true],
    ["2026-11-23T05:00:00Z", "2026-11-23T06:00:00Z", true],
    ["2026-11-23T05:00:00Z", "2026-11-23T05:30:00Z", false],
  ] as const)("paid %s, now %s: settled %s", (paid, now, settled) => {
    expect(isSettled(at(paid), at(now))).toBe(settled);
  });
});

const paidAt = at("2026-11-23T15:00:00Z");
const beforeBatch = at("2026-11-23T20:00:00Z");
const afterBatch = at("2026-11-25T12:00:00Z");
const card = (over: Partial<RefundablePayment> = {}): RefundablePayment => ({ method: "CARD", amountCents: 5000, paidAt, refundedCents: 0, voided: false, ...over });

describe("refundOption: what the UI offers", () => {
  it.each([
    ["an unsettled card payment: void of the whole", card(), beforeBatch, { action: "void", amountCents: 5000 }],
    ["a settled card payment: refund of up to all", card(), afterBatch, { action: "refund", maxCents: 5000, viaGateway: true }],
    ["a settled card payment partly refunded: up to the rest", card({ refundedCents: 1200 }), afterBatch, { action: "refund", maxCents: 3800, viaGateway: true }],
    ["cash before the batch: recorded refund", card({ method: "CASH" }), beforeBatch, { action: "refund", maxCents: 5000, viaGateway: false }],
    ["check partly refunded", card({ method: "CHECK", refundedCents: 4999 }), afterBatch, { action: "refund", maxCents: 1, viaGateway: false }],
    ["all refunded", card({ refundedCents: 5000 }), afterBatch, { action: "none", reason: "Nothing is left to refund on this payment." }],
    ["voided", card({ refundedCents: 5000, voided: true }), beforeBatch, { action: "none", reason: "This payment was voided." }],
  ] as const)("%s", (_, payment, now, expected) => {
    expect(refundOption(payment, now)).toEqual(expected);
  });
});

describe("decideRefund: never more than paid minus refunded; void before settlement, refund after", () => {
  it.each([
    ["void the whole unsettled card payment", card(), 5000, beforeBatch, { ok: true, kind: "VOID", amountCents: 5000, viaGateway: true }],
    ["part of an unsettled card payment", card(), 2500, beforeBatch, { ok: false, message: "This card payment has not settled yet: it can only be voided in full." }],
    ["part of a settled card payment", card(), 2500, afterBatch, { ok: true, kind: "REFUND", amountCents: 2500, viaGateway: true }],
    ["all of a settled card payment", card(), 5000, afterBatch, { ok: true, kind: "REFUND", amountCents: 5000, viaGateway: true }],
    ["one cent more than paid", card(), 5001, afterBatch, { ok: false, message: "The refund cannot be more than what is left of this payment: $50.00." }],
    ["one cent more than left", card({ refundedCents: 4000 }), 1001, afterBatch, { ok: false, message: "The refund cannot be more than what is left of this payment: $10.00." }],
    ["exactly what is left", card({ refundedCents: 4000 }), 1000, afterBatch, { ok: true, kind: "REFUND", amountCents: 1000, viaGateway: true }],
    ["anything of a fully refunded payment", card({ refundedCents: 5000 }), 1, afterBatch, { ok: false, message: "Nothing is left to refund on this payment." }],
    ["anything of a voided payment", card({ refundedCents: 5000, voided: true }), 1, afterBatch, { ok: false, message: "This payment was voided." }],
    ["cash, part, before the batch", card({ method: "CASH" }), 100, beforeBatch, { ok: true, kind: "REFUND", amountCents: 100, viaGateway: false }],
    ["check, too much", card({ method: "CHECK" }), 6000, afterBatch, { ok: false, message: "The refund cannot be more than what is left of this payment: $50.00." }],
    ["zero cents", card(), 0, afterBatch, { ok: false, message: "Please enter a refund amount greater than $0.00." }],
    ["a fraction of a cent", card(), 1.5, afterBatch, { ok: false, message: "Please enter a refund amount greater than $0.00." }],
  ] as const)("%s", (_, payment, asked, now, expected) => {
    expect(decideRefund(payment, asked, now)).toEqual(expected);
  });
});

describe("orderStatusAfterRefunds", () => {
  const p = (amountCents: number, refundedCents: number, voided = false) => ({ amountCents, refundedCents, voided });
  it.each([
    ["nothing given back", "PAID", [p(5000, 0)], "PAID"],
    ["part given back keeps PAID", "PAID", [p(5000, 100)], "PAID"],
    ["part given back keeps PARTIAL", "PARTIAL", [p(2500, 100)], "PARTIAL"],
    ["everything refunded", "PAID", [p(5000, 5000)], "REFUNDED"],
    ["a partial authorization refunded whole", "PARTIAL", [p(2500, 2500)], "REFUNDED"],
    ["the only payment voided", "PAID", [p(5000, 5000, true)], "VOID"],
    ["every payment voided", "PARTIAL", [p(2500, 2500, true), p(2500, 2500, true)], "VOID"],
    ["one voided, the other refunded", "PAID", [p(2500, 2500, true), p(2500, 2500)], "REFUNDED"],
    ["one voided, the other kept", "PAID", [p(2500, 2500, true), p(2500, 0)], "PAID"],
    ["no payments", "PAID", [], "PAID"],
  ] as const)("%s", (_, current, payments, expected) => {
    expect(orderStatusAfterRefunds(current, payments)).toBe(expected);
  });
});
