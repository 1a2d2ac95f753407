import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpPaymentGateway } from "./http-client.ts";
import { startGatewaySimulator, type RunningGatewaySimulator } from "./simulator-server.ts";
import type { PaymentGateway } from "./types.ts";

/** The HTTP client against the simulator on a loopback port: the protocol both ends speak. */
describe("httpPaymentGateway refund and chargeStored", () => {
  let running: RunningGatewaySimulator;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    running = await startGatewaySimulator();
    gateway = httpPaymentGateway(running.url);
  });
  afterAll(() => running.close());

  const card = { digits: "4111111111111111", securityCode: "123", expMonth: 12, expYear: 2030 };

  it("charges a stored token and refunds part of that charge, then refuses more than is left", async () => {
    const first = await gateway.charge({ amountCents: 1000, card, idempotencyKey: "c1" });
    if (first.outcome !== "approved") throw new Error(first.outcome);
    const stored = await gateway.chargeStored({ token: first.token, amountCents: 800, idempotencyKey: "s1" });
    expect(stored).toEqual({ outcome: "approved", approvedCents: 800, token: expect.any(String), transactionId: expect.any(String) });
    if (stored.outcome !== "approved") throw new Error(stored.outcome);
    expect(await gateway.refund({ transactionId: stored.transactionId, amountCents: 300, idempotencyKey: "r1" })).toEqual({ outcome: "refunded", refundId: expect.stringMatching(/^rfd_/), amountCents: 300 });
    expect(await gateway.refund({ transactionId: stored.transactionId, amountCents: 501, idempotencyKey: "r2" })).toEqual({ outcome: "refused", message: "The card processor refused the refund. Nothing was refunded." });
  });

  it("reads a declined and an unavailable stored charge", async () => {
    expect(await gateway.chargeStored({ token: "tok_declines_a", amountCents: 100, idempotencyKey: "d" })).toEqual({ outcome: "declined", message: "The transaction was declined. Please try again." });
    expect((await gateway.chargeStored({ token: "tok_unavailable_a", amountCents: 100, idempotencyKey: "u" })).outcome).toBe("unavailable");
  });

  it("reads a refund the gateway cannot serve as unavailable, and a gateway that does not answer too", async () => {
    expect((await gateway.refund({ transactionId: "txn_unavailable_a", amountCents: 100, idempotencyKey: "u" })).outcome).toBe("unavailable");
    const nowhere = httpPaymentGateway("http://127.0.0.1:9/simulators/gateway");
    expect((await nowhere.refund({ transactionId: "txn_a", amountCents: 100, idempotencyKey: "n" })).outcome).toBe("unavailable");
  });
});
