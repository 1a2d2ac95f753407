import { SIMULATOR_CARDS } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import { GatewaySimulator } from "./simulator.ts";

const charge = (simulator: GatewaySimulator, number: string, amount: number, key: string) =>
  simulator.charge({ amount_cents: amount, card: { number, security_code: "123", exp_month: 12, exp_year: 2030 }, idempotency_key: key });

describe("GatewaySimulator (docs/product/checkout-and-payments.md)", () => {
  it.each(SIMULATOR_CARDS.approved.map((number) => [number]))("approves %s in full with a token and a transaction id", (number) => {
    const answer = charge(new GatewaySimulator(), number, 2501, "k");
    expect(answer).toEqual({ status: 200, body: { outcome: "approved", approved_cents: 2501, token: expect.stringMatching(/^tok_/), transaction_id: expect.stringMatching(/^txn_/) } });
  });

  it.each(SIMULATOR_CARDS.declined.map((number) => [number]))("declines %s", (number) => {
    expect(charge(new GatewaySimulator(), number, 2501, "k")).toEqual({ status: 200, body: { outcome: "declined" } });
  });

  it("approves half of the amount, rounded down, for the partial card", () => {
    expect(charge(new GatewaySimulator(), SIMULATOR_CARDS.partial[0], 2501, "k").body).toMatchObject({ outcome: "partial", approved_cents: 1250 });
  });

  it("answers 503 for the unavailable card", () => {
    expect(charge(new GatewaySimulator(), SIMULATOR_CARDS.unavailable[0], 2501, "k")).toEqual({ status: 503, body: { outcome: "unavailable" } });
  });

  it("answers a repeated key with the first answer, refuses the key for another charge, and authorizes once", () => {
    const simulator = new GatewaySimulator();
    const first = charge(simulator, "4111111111111111", 100, "same");
    expect(charge(simulator, "4111111111111111", 100, "same")).toEqual(first);
    expect(charge(simulator, "4111111111111111", 101, "same").status).toBe(409);
    expect(charge(simulator, "5555555555554444", 100, "same").status).toBe(409);
    expect(simulator.authorized()).toHaveLength(1);
  });

  it("voids an authorization once per key", () => {
    const simulator = new GatewaySimulator();
    const { transaction_id } = charge(simulator, "4111111111111111", 100, "c").body as { transaction_id: string };
    expect(simulator.void({ transaction_id, idempotency_key: "v" })).toEqual({ status: 200, body: { outcome: "voided", transaction_id } });
    expect(simulator.void({ transaction_id, idempotency_key: "v" }).status).toBe(200);
    expect(simulator.authorized()[0]!.voided).toBe(true);
  });

  it("voids a transaction it does not remember (authorized before a restart) and is down for txn_unavailable_ ids", () => {
    const simulator = new GatewaySimulator();
    expect(simulator.void({ transaction_id: "sim_txn_seeded", idempotency_key: "w" })).toEqual({ status: 200, body: { outcome: "voided", transaction_id: "sim_txn_seeded" } });
    expect(simulator.void({ transaction_id: "txn_unavailable_x", idempotency_key: "u" }).status).toBe(503);
  });

  it("refuses malformed requests without repeating them", () => {
    const simulator = new GatewaySimulator();
    for (const body of [null, {}, { amount_cents: 0, card: { number: "4111111111111111" }, idempotency_key: "k" }, { amount_cents: 1, card: { number: "4111-1111" }, idempotency_key: "k" }, { amount_cents: 1, card: { number: "4111111111111111" } }]) {
      const answer = simulator.charge(body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain("4111");
    }
  });

  it("keeps nothing of the card number", () => {
    const simulator = new GatewaySimulator();
    charge(simulator, "4111111111111111", 100, "k");
    expect(JSON.stringify(simulator.authorized())).not.toContain("4111111111111111");
  });
});

const refund = (simulator: GatewaySimulator, transactionId: string, amount: number, key: string) =>
  simulator.refund({ transaction_id: transactionId, amount_cents: amount, idempotency_key: key });

describe("GatewaySimulator refunds", () => {
  it("refunds parts of a charge up to what is left, and no further", () => {
    const simulator = new GatewaySimulator();
    const { transaction_id } = charge(simulator, "4111111111111111", 1000, "c").body as { transaction_id: string };
    expect(refund(simulator, transaction_id, 600, "r1")).toEqual({ status: 200, body: { outcome: "refunded", refund_id: expect.stringMatching(/^rfd_/), amount_cents: 600, transaction_id } });
    expect(refund(simulator, transaction_id, 401, "r2")).toEqual({ status: 422, body: { error: "exceeds_remaining" } });
    expect(refund(simulator, transaction_id, 400, "r3").status).toBe(200);
    expect(simulator.authorized()[0]!.refundedCents).toBe(1000);
  });

  it("answers a repeated key with the first answer and refunds once; the key for another refund is refused", () => {
    const simulator = new GatewaySimulator();
    const { transaction_id } = charge(simulator, "4111111111111111", 1000, "c").body as { transaction_id: string };
    const first = refund(simulator, transaction_id, 300, "same");
    expect(refund(simulator, transaction_id, 300, "same")).toEqual(first);
    expect(refund(simulator, transaction_id, 301, "same").status).toBe(409);
    expect(simulator.authorized()[0]!.refundedCents).toBe(300);
  });

  it("refuses to refund a voided charge and to void a refunded one", () => {
    const simulator = new GatewaySimulator();
    const a = (charge(simulator, "4111111111111111", 1000, "a").body as { transaction_id: string }).transaction_id;
    const b = (charge(simulator, "4111111111111111", 1000, "b").body as { transaction_id: string }).transaction_id;
    simulator.void({ transaction_id: a, idempotency_key: "va" });
    expect(refund(simulator, a, 1, "ra")).toEqual({ status: 422, body: { error: "voided" } });
    refund(simulator, b, 1, "rb");
    expect(simulator.void({ transaction_id: b, idempotency_key: "vb" }).status).toBe(422);
  });

  it("refunds a transaction it does not remember as asked, and is down for txn_unavailable_ ids without remembering the key", () => {
    const simulator = new GatewaySimulator();
    expect(refund(simulator, "sim_txn_seeded", 250, "k").status).toBe(200);
    expect(refund(simulator, "txn_unavailable_x", 250, "u")).toEqual({ status: 503, body: { outcome: "unavailable" } });
    expect(refund(simulator, "txn_unavailable_x", 250, "u").status).toBe(503);
  });

  it("refuses malformed refunds", () => {
    const simulator = new GatewaySimulator();
    for (const body of [null, {}, { transaction_id: "t", amount_cents: 0, idempotency_key: "k" }, { transaction_id: "t", amount_cents: 1.5, idempotency_key: "k" }, { transaction_id: "", amount_cents: 1, idempotency_key: "k" }, { transaction_id: "t", amount_cents: 1 }]) {
      expect(simulator.refund(body).status).toBe(400);
    }
  });
});

const chargeStored = (simulator: GatewaySimulator, token: string, amount: number, key: string) => simulator.chargeStored({ token, amount_cents: amount, idempotency_key: key });

describe("GatewaySimulator stored-token charges", () => {
  it("charges the token a card charge issued, also in a simulator that never saw it (after a restart)", () => {
    const { token } = charge(new GatewaySimulator(), "4111111111111111", 100, "c").body as { token: string };
    expect(chargeStored(new GatewaySimulator(), token, 2500, "s")).toEqual({ status: 200, body: { outcome: "approved", approved_cents: 2500, token: expect.stringMatching(/^tok_/), transaction_id: expect.stringMatching(/^txn_/) } });
  });

  it("keeps the partial card's behaviour in its token", () => {
    const { token } = charge(new GatewaySimulator(), SIMULATOR_CARDS.partial[0], 100, "c").body as { token: string };
    expect(chargeStored(new GatewaySimulator(), token, 2501, "s").body).toMatchObject({ outcome: "partial", approved_cents: 1250 });
  });

  it.each([
    ["tok_declines_x", { status: 200, body: { outcome: "declined" } }],
    ["tok_unavailable_x", { status: 503, body: { outcome: "unavailable" } }],
    ["sim_tok_seeded", { status: 200, body: expect.objectContaining({ outcome: "approved", approved_cents: 700 }) }],
  ])("answers %s by the token's prefix", (token, expected) => {
    expect(chargeStored(new GatewaySimulator(), token, 700, "s")).toEqual(expected);
  });

  it("is idempotent per key like a card charge", () => {
    const simulator = new GatewaySimulator();
    const first = chargeStored(simulator, "tok_approves_x", 700, "same");
    expect(chargeStored(simulator, "tok_approves_x", 700, "same")).toEqual(first);
    expect(chargeStored(simulator, "tok_approves_x", 701, "same").status).toBe(409);
    expect(simulator.authorized()).toHaveLength(1);
    expect(simulator.chargeStored({ token: "", amount_cents: 1, idempotency_key: "k" }).status).toBe(400);
  });
});
