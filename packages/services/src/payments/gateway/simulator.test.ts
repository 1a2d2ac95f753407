import { SIMULATOR_CARDS } from "@paydesk/domain";
import { describe, expect, it } from "vitest";
import { GatewaySimulator } from "./simulator.ts";

const charge = (simulator: GatewaySimulator, number: string, amount: number, key: string) =>
  simulator.charge({ amount_cents: amount, card: { number, security_code: "123", exp_month: 12, exp_year: 2030 }, idempotency_key: key });

describe("GatewaySimulator (CONVENTIONS §5)", () => {
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

  it("voids an authorization once per key and knows no other transaction", () => {
    const simulator = new GatewaySimulator();
    const { transaction_id } = charge(simulator, "4111111111111111", 100, "c").body as { transaction_id: string };
    expect(simulator.void({ transaction_id, idempotency_key: "v" })).toEqual({ status: 200, body: { outcome: "voided", transaction_id } });
    expect(simulator.void({ transaction_id, idempotency_key: "v" }).status).toBe(200);
    expect(simulator.authorized()[0]!.voided).toBe(true);
    expect(simulator.void({ transaction_id: "txn_nope", idempotency_key: "w" }).status).toBe(404);
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
