/**
 * A checkout whose process died mid-way leaves its idempotency key's claim RUNNING. A repeat takes
 * the claim over once its lease has run out (services/payments/checkout/idempotency.ts) and charges
 * with the same gateway key, so the gateway answers the first charge again: one charge, one order.
 *
 * The first request is stopped right after the gateway authorized its charge: the gateway in
 * front of the real simulator makes the charge and then holds its answer back, so to the database
 * the first request is exactly a process that died after charging. The claim's age is then moved
 * past the lease (instead of waiting a minute). At the end the held answer is let go, and the
 * first request, still alive after all (a "zombie"), must neither record a second order nor void
 * the charge the repeat recorded: its claim is fenced.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { CLAIM_LEASE_SECONDS, GatewaySimulator, configurePaymentGateway, httpPaymentGateway, simulatorListener } from "@paydesk/services";
import { describeDb } from "@paydesk/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, checkoutSetup, key, module } from "@paydesk/tests/shop-callers";
import { backendPid, waitUntil } from "@paydesk/tests/wait";

/** The simulator over HTTP, except that the first charge is made and its answer held back until let go. */
async function gatewayHoldingFirstCharge(simulator: GatewaySimulator) {
  const answerNormally = simulatorListener(simulator);
  let held: { res: ServerResponse; body: string } | null = null;
  let charged!: () => void;
  const firstCharged = new Promise<void>((resolve) => (charged = resolve));
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (held !== null || !req.url?.endsWith("/charge")) return answerNormally(req, res);
    held = { res, body: "" };
    // The charge is made at once (the simulator's books have it); only the answer waits.
    const intercept = Object.assign(Object.create(res) as ServerResponse, {
      writeHead: () => intercept,
      end: (body: string) => {
        held!.body = body;
        charged();
        return intercept;
      },
    });
    answerNormally(req, intercept);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/simulators/gateway`,
    firstCharged,
    /** The held answer reaches the first request after all. */
    answerHeld: () => {
      held!.res.writeHead(200, { "content-type": "application/json" });
      held!.res.end(held!.body);
    },
    /** The held answer is lost (connection reset). */
    dropHeld: () => held!.res.destroy(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describeDb("a checkout whose process died mid-way", (t) => {
  const setup = checkoutSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;

  beforeAll(async () => {
    shop = await setup.shop();
  });
  afterAll(() => configurePaymentGateway(null));

  async function ageClaim(scope: string, idempotencyKey: string) {
    await t.db.$executeRaw`UPDATE checkout_requests SET updated_at = updated_at - make_interval(secs => ${CLAIM_LEASE_SECONDS + 1})
      WHERE scope = ${scope} AND key = ${idempotencyKey} AND state = 'RUNNING'`;
  }

  describe.each([
    ["answered late", "answerHeld"],
    ["never answered", "dropHeld"],
  ] as const)("the first request's charge, %s", (_label, release) => {
    it("is taken over by a repeat after the lease: one charge, one order, nothing voided, both answers alike", async () => {
      const simulator = new GatewaySimulator();
      const gateway = await gatewayHoldingFirstCharge(simulator);
      configurePaymentGateway(httpPaymentGateway(gateway.url));
      try {
        const buyer = await setup.clerk(shop.school);
        const item = await setup.item(shop, { amountCents: 1750, quantityAvailable: 3 });
        await setup.addToTerminalCart(buyer.actor.userId, item.id);
        const idempotencyKey = key();
        const pay = () => buyer.caller.checkout.terminal({ module, idempotencyKey, ...cardPayment(CARDS.visa) } as never);

        const first = pay();
        await gateway.firstCharged;
        const scope = `user:${buyer.actor.userId}`;
        const claim = await t.db.checkoutRequest.findUniqueOrThrow({ where: { scope_key: { scope, key: idempotencyKey } } });
        expect(claim.state).toBe("RUNNING");

        await ageClaim(scope, idempotencyKey);
        const repeat = await pay();
        expect(repeat).toMatchObject({ status: "success", amountChargedCents: 1750 });
        // The same claim row, so the same gateway key: the simulator answered its first charge again.
        const done = await t.db.checkoutRequest.findUniqueOrThrow({ where: { id: claim.id } });
        expect(done).toMatchObject({ state: "DONE", httpStatus: 200, orderId: repeat.orderId });

        gateway[release]();
        expect(await first).toEqual(repeat);

        const orders = await t.db.order.findMany({ where: { takenById: buyer.actor.userId }, include: { payments: true } });
        expect(orders).toHaveLength(1);
        expect(orders[0]!.payments).toHaveLength(1);
        const authorized = simulator.authorized();
        expect(authorized).toHaveLength(1);
        expect(authorized[0]).toMatchObject({ idempotencyKey: `checkout-request-${claim.id}`, voided: false, transactionId: orders[0]!.payments[0]!.gatewayTransactionId });
        expect((await t.db.item.findUniqueOrThrow({ where: { id: item.id } })).quantitySold).toBe(1);
        expect(await t.db.auditEvent.count({ where: { action: { in: ["checkout.voided", "checkout.void_failed"] }, entityId: String(claim.id) } })).toBe(0);
      } finally {
        await gateway.close();
      }
    });
  });

  it("does not take over a claim inside its lease: a repeat meanwhile waits for the first answer", async () => {
    const simulator = new GatewaySimulator();
    const gateway = await gatewayHoldingFirstCharge(simulator);
    configurePaymentGateway(httpPaymentGateway(gateway.url));
    try {
      const buyer = await setup.clerk(shop.school);
      const item = await setup.item(shop, { amountCents: 900 });
      await setup.addToTerminalCart(buyer.actor.userId, item.id);
      const idempotencyKey = key();
      const pay = () => buyer.caller.checkout.terminal({ module, idempotencyKey, ...cardPayment(CARDS.visa) } as never);
      const first = pay();
      await gateway.firstCharged;
      const claim = await t.db.checkoutRequest.findUniqueOrThrow({ where: { scope_key: { scope: `user:${buyer.actor.userId}`, key: idempotencyKey } } });
      const repeat = pay();
      // The repeat is waiting (polling), not charging: with the claim's row held here, each of its
      // tries to claim the key queues behind this lock, and it comes back for a second try only if
      // the first left the claim alone. One that took the claim over would go on to charge and
      // record its answer instead (a write that queues here too, but is no claim).
      for (const attempt of ["first", "second"]) {
        await t.db.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT id FROM checkout_requests WHERE id = ${claim.id} FOR UPDATE`;
            const holder = await backendPid(tx);
            await waitUntil(
              `the repeat's ${attempt} try to claim the key, waiting for the claim's row`,
              async () => {
                const [row] = await t.db.$queryRaw<[{ claiming: number }]>`
                  SELECT count(*)::int AS claiming FROM pg_stat_activity
                  WHERE ${holder}::int = ANY(pg_blocking_pids(pid)) AND query LIKE '%INSERT INTO checkout_requests%'`;
                return row.claiming;
              },
              (claiming) => claiming > 0,
              { timeoutMs: 10_000, intervalMs: 10 },
            );
          },
          { timeout: 30_000 },
        );
      }
      expect(simulator.authorized()).toHaveLength(1);
      gateway.answerHeld();
      const [a, b] = await Promise.all([first, repeat]);
      expect(b).toEqual(a);
      expect(await t.db.order.count({ where: { takenById: buyer.actor.userId } })).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});
