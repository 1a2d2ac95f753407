/**
 * The checkout benchmark's load: a child process of the bench (so the clients never share the
 * app's event loop or core budget with it in one thread), driven over IPC. Each phase runs
 * `clients` buyers at once, each in a closed loop (the next order starts when the last answered):
 * a warm-up, the measured window, then the sell-out burst in which every buyer takes the last
 * seats of the round's limited item one by one until it is refused.
 * - phase "app": cashiers over HTTP against the real app (app-client.ts);
 * - phase "sql": the same orders as bare SQL through one pg pool of `clients` connections
 *   (reference.ts).
 */
import { createPool } from "@paydesk/db";
import type pg from "pg";
import { ADD_PATH, addBody, appClient, type AppClient, CLEAR_PATH, PAY_PATH, payBody } from "./app-client.ts";
import { planLastSeat, planOrder, type PlannedOrder } from "./mix.ts";
import { referenceAddToCart, referencePay, type ReferenceOutcome } from "./reference.ts";
import { latencyOf, type PhaseFigures, Tally } from "./stats.ts";

export interface PhaseRequest {
  phase: "app" | "sql";
  round: number;
  runId: string;
  warmupSeconds: number;
  seconds: number;
  everyday: number[];
  limitedItemId: number;
  /** Phase app: the app's URL and one session cookie per cashier. */
  appUrl?: string;
  cookies?: string[];
  /** Phase sql: the database, the carts (one per client) and the company the orders belong to. */
  databaseUrl?: string;
  cartIds?: number[];
  companyId?: number;
}

type Outcome =
  { kind: "paid"; orderIds: number[] } | { kind: "refused"; label: string } | { kind: "failed"; label: string; sample: string };

interface Buyer {
  buy(order: PlannedOrder, key: string, k: number, step: (name: string, ms: number) => void): Promise<Outcome>;
  close(): void;
}

const short = (body: Record<string, unknown>) => JSON.stringify(body).slice(0, 300);
const labelOf = (what: string, status: number, body: Record<string, unknown>) =>
  `${what} ${status} ${typeof body.code === "string" ? body.code : typeof body.message === "string" ? body.message.slice(0, 60) : ""}`.trim();

function orderIdOf(body: Record<string, unknown>): number | null {
  return typeof body.order_id === "number" ? body.order_id : typeof body.order_id === "string" ? Number(body.order_id) : null;
}

function appBuyer(client: AppClient): Buyer {
  return {
    async buy(order, key, k, step) {
      for (const line of order.lines) {
        const added = await client.request("PUT", ADD_PATH(line.itemId), addBody(line.quantity));
        step("PUT /pay/put/{itemId}", added.ms);
        if (added.status >= 500 || added.status < 200)
          return { kind: "failed", label: labelOf("add", added.status, added.body), sample: short(added.body) };
        if (added.status !== 200 || added.body.status !== "success") {
          await client.request("GET", CLEAR_PATH);
          return { kind: "refused", label: labelOf("add", added.status, added.body) };
        }
      }
      const body = payBody(order, k, key);
      const pay = () => client.request("POST", PAY_PATH, body);
      const answers = order.doubleClick ? await Promise.all([pay(), pay()]) : [await pay()];
      for (const answer of answers) step(`POST ${PAY_PATH}`, answer.ms);
      const unpaid = answers.find((a) => a.status !== 200 || a.body.status !== "success" || orderIdOf(a.body) === null);
      if (!unpaid) return { kind: "paid", orderIds: answers.map((a) => orderIdOf(a.body)!) };
      if (unpaid.status >= 500 || unpaid.status < 400)
        return { kind: "failed", label: labelOf("pay", unpaid.status, unpaid.body), sample: short(unpaid.body) };
      // A refused payment leaves the cart as it was (docs/product/checkout-and-payments.md): empty
      // it for the next order.
      await client.request("GET", CLEAR_PATH);
      return { kind: "refused", label: labelOf("pay", unpaid.status, unpaid.body) };
    },
    close: () => client.close(),
  };
}

function sqlBuyer(pool: pg.Pool, cartId: number, companyId: number): Buyer {
  const ref = { pool, cartId, companyId };
  return {
    async buy(order, key, k, step) {
      let started = performance.now();
      await referenceAddToCart(ref, order);
      step("add (INSERT cart line)", performance.now() - started);
      started = performance.now();
      const pay = () => referencePay(ref, order, key, k);
      const outcomes: ReferenceOutcome[] = order.doubleClick ? await Promise.all([pay(), pay()]) : [await pay()];
      step("pay (claim + transaction)", performance.now() - started);
      if (outcomes.some((o) => o.kind === "sold-out")) return { kind: "refused", label: "pay sold out" };
      return { kind: "paid", orderIds: outcomes.map((o) => (o.kind === "sold-out" ? -1 : (o.orderId ?? -1))) };
    },
    close: () => undefined,
  };
}

let sqlPool: pg.Pool | null = null;

function buyersFor(request: PhaseRequest): Buyer[] {
  if (request.phase === "app") return (request.cookies ?? []).map((cookie) => appBuyer(appClient(request.appUrl!, cookie)));
  sqlPool ??= createPool(request.databaseUrl!, { max: request.cartIds!.length });
  return request.cartIds!.map((cartId) => sqlBuyer(sqlPool!, cartId, request.companyId!));
}

async function runPhase(request: PhaseRequest): Promise<PhaseFigures> {
  const buyers = buyersFor(request);
  const orderMs: number[] = [];
  const stepMs: Record<string, number[]> = {};
  const refusals = new Tally();
  const failures = new Tally();
  const failureSamples: string[] = [];
  const paidKeys = new Map<string, number[]>();
  let orders = 0;
  let doubleClicks = 0;
  let doubleClickMismatches = 0;
  let lastSeatsPaid = 0;
  let lastSeatsRefused = 0;

  const busyBefore = performance.eventLoopUtilization();
  const windowStart = performance.now() + request.warmupSeconds * 1000;
  const windowEnd = windowStart + request.seconds * 1000;
  const fail = (label: string, sample: string) => {
    failures.add(label);
    if (failureSamples.length < 10) failureSamples.push(`${label}: ${sample}`);
  };

  const buyOnce = async (buyer: Buyer, client: number, n: number, order: PlannedOrder, lastSeat: boolean): Promise<Outcome> => {
    const key = `${request.runId}-${request.phase}-${request.round}-${lastSeat ? "L" : "M"}-${client}-${n}`;
    const step = (name: string, ms: number) => (stepMs[name] ??= []).push(ms);
    let outcome: Outcome;
    try {
      outcome = await buyer.buy(order, key, client * 100_000 + n, step);
    } catch (error) {
      outcome = {
        kind: "failed",
        label: `error ${(error as Error).message.slice(0, 80)}`,
        sample: String((error as Error).stack ?? error).slice(0, 300),
      };
    }
    if (outcome.kind === "paid") {
      paidKeys.set(key, outcome.orderIds);
      if (order.doubleClick) {
        doubleClicks++;
        if (new Set(outcome.orderIds).size !== 1 || outcome.orderIds.length !== 2 || outcome.orderIds[0]! < 0)
          doubleClickMismatches++;
      }
    }
    return outcome;
  };

  // The measured mix: everyday items never sell out, so a refusal here is a failure.
  await Promise.all(
    buyers.map(async (buyer, client) => {
      for (let n = 0; performance.now() < windowEnd; n++) {
        const started = performance.now();
        const order = planOrder(client, n, request.everyday);
        const outcome = await buyOnce(buyer, client, n, order, false);
        const finished = performance.now();
        if (outcome.kind === "paid" && finished >= windowStart && finished < windowEnd) {
          orders++;
          orderMs.push(finished - started);
        }
        if (outcome.kind === "refused") fail(`unexpected refusal: ${outcome.label}`, outcome.label);
        if (outcome.kind === "failed") fail(outcome.label, outcome.sample);
      }
    }),
  );

  // The sell-out burst: every buyer at once after the last seats, one at a time, until refused.
  await Promise.all(
    buyers.map(async (buyer, client) => {
      for (let n = 0; ; n++) {
        const outcome = await buyOnce(buyer, client, n, planLastSeat(request.limitedItemId, client, n), true);
        if (outcome.kind === "paid") lastSeatsPaid++;
        else if (outcome.kind === "refused") {
          refusals.add(outcome.label);
          lastSeatsRefused++;
          return;
        } else return fail(outcome.label, outcome.sample);
      }
    }),
  );
  buyers.forEach((b) => b.close());
  const busy = performance.eventLoopUtilization(busyBefore);
  const paidInPhase = paidKeys.size;

  return {
    phase: request.phase,
    round: request.round,
    clients: buyers.length,
    seconds: request.seconds,
    orders,
    ordersPerSecond: Math.round((orders / request.seconds) * 10) / 10,
    orderLatencyMs: latencyOf(orderMs),
    stepLatencyMs: Object.fromEntries(Object.entries(stepMs).map(([name, ms]) => [name, latencyOf(ms)])),
    refusals: refusals.counts,
    failures: failures.counts,
    failureSamples,
    doubleClickMismatches,
    doubleClicks,
    lastSeatsPaid,
    lastSeatsRefused,
    paidInPhase,
    driverMsPerOrder: Math.round((busy.active / Math.max(1, paidInPhase)) * 100) / 100,
    paidKeys: [...paidKeys.entries()],
  };
}

export type DriverMessage = { type: "phase"; request: PhaseRequest } | { type: "stop" };
export type DriverAnswer = { type: "done"; figures: PhaseFigures } | { type: "error"; message: string };

process.on("message", (message: DriverMessage) => {
  if (message.type === "stop") {
    void (sqlPool?.end() ?? Promise.resolve()).finally(() => process.exit(0));
    return;
  }
  runPhase(message.request).then(
    (figures) => process.send!({ type: "done", figures } satisfies DriverAnswer),
    (error: unknown) => process.send!({ type: "error", message: String((error as Error).stack ?? error) } satisfies DriverAnswer),
  );
});
// The bench process died without saying stop: do not outlive it.
process.on("disconnect", () => process.exit(0));
