import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpPaymentGateway } from "./http-client.ts";
import { type ForkedGatewaySimulator, forkGatewaySimulator } from "./simulator-process.ts";

/** The simulator in its own process: charged over HTTP, its books read by its parent, stopped with it. */
describe("forkGatewaySimulator", () => {
  let forked: ForkedGatewaySimulator;
  beforeAll(async () => {
    forked = await forkGatewaySimulator();
  }, 30_000);
  afterAll(() => forked.stop());

  const card = { digits: "4111111111111111", securityCode: "123", expMonth: 12, expYear: 2030 };

  it("charges once per idempotency key, voids, and tells its parent its books", async () => {
    const gateway = httpPaymentGateway(forked.url);
    const first = await gateway.charge({ amountCents: 1200, card, idempotencyKey: "k1" });
    const again = await gateway.charge({ amountCents: 1200, card, idempotencyKey: "k1" });
    expect(again).toEqual(first);
    if (first.outcome !== "approved") throw new Error(first.outcome);
    await gateway.charge({ amountCents: 500, card, idempotencyKey: "k2" });
    expect(await gateway.void({ transactionId: first.transactionId, idempotencyKey: "v1" })).toEqual({ outcome: "voided" });
    const books = await forked.books();
    expect(books.authorized.map((t) => [t.idempotencyKey, t.approvedCents, t.voided])).toEqual([
      ["k1", 1200, true],
      ["k2", 500, false],
    ]);
    expect(books.cpuMicros).toBeGreaterThan(0);
  });

  it("stops serving when stopped", async () => {
    const other = await forkGatewaySimulator();
    await other.stop();
    const gateway = httpPaymentGateway(other.url);
    expect((await gateway.charge({ amountCents: 100, card, idempotencyKey: "after" })).outcome).toBe("unavailable");
  }, 30_000);
});
