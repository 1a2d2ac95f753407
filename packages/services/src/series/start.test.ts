import { describe, expect, it } from "vitest";
import type { PaidOrderFacts, PaidOrderLine } from "../platform/paid-order.ts";
import { linesStartingSeries } from "./start.ts";

const line = (itemType: PaidOrderLine["itemType"], totalCents = 1500): PaidOrderLine => ({
  orderLineId: 1,
  itemId: 2,
  itemType,
  studentId: null,
  quantity: 1,
  amountCents: totalCents,
  totalCents,
  transient: null,
});

const facts = (method: "CARD" | "CASH" | "CHECK", lines: PaidOrderLine[], gatewayToken: string | null = "tok_x"): PaidOrderFacts => ({
  orderId: 1,
  companyId: 1,
  source: "TERMINAL",
  payerUserId: null,
  payerName: "Pat",
  payerEmail: null,
  payment: { id: 1, method, amountCents: 1500, gatewayToken, cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null },
  lines,
});

describe("linesStartingSeries (decided from the facts, without a query)", () => {
  it.each([
    ["a card purchase of a recurring item", facts("CARD", [line("recurring")]), 1],
    ["only the recurring lines of a mixed order", facts("CARD", [line("basic"), line("recurring"), line("event")]), 1],
    ["cash", facts("CASH", [line("recurring")], null), 0],
    ["a check", facts("CHECK", [line("recurring")], null), 0],
    ["a card without a token", facts("CARD", [line("recurring")], null), 0],
    ["a free recurring line", facts("CARD", [line("recurring", 0)]), 0],
    ["no recurring line", facts("CARD", [line("basic")]), 0],
  ])("%s → %i", (_name, paid, count) => {
    expect(linesStartingSeries(paid)).toHaveLength(count);
  });
});
