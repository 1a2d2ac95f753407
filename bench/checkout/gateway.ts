/**
 * The card gateway of the bench's app, as `npm start` sets it up (apps/server main.ts): checkout
 * charges over HTTP the gateway simulator in a process of its own (docs/product/checkout-and-payments.md), or
 * GATEWAY_URL. The simulator also keeps its own books (`authorized`), the second witness after the
 * app's tables: an idempotency key authorized twice and not voided, or more live authorizations
 * than card payments recorded, is money taken twice. Its process's CPU is reported beside the
 * app's: a real gateway's work is not the app's, but on this machine it shares the two cores.
 */
import {
  configurePaymentGateway,
  forkGatewaySimulator,
  httpPaymentGateway,
  type ForkedGatewaySimulator,
  type SimulatedTransaction,
} from "@paydesk/services";
import type pg from "pg";

/** Points checkout at the simulator process (forked here) or GATEWAY_URL; null books with GATEWAY_URL. */
export async function useGateway(): Promise<{ url: string; simulator: ForkedGatewaySimulator | null }> {
  const simulator = process.env.GATEWAY_URL ? null : await forkGatewaySimulator();
  const url = simulator?.url ?? process.env.GATEWAY_URL!;
  configurePaymentGateway(httpPaymentGateway(url));
  return { url, simulator };
}

export interface GatewayBooks {
  /** Transactions the simulator authorized so far (a phase's are the ones after its mark) and its CPU (µs). */
  mark(): Promise<{ since: number; cpuMicros: number }>;
  audit(
    pool: pg.Pool,
    since: number,
    orderIds: number[],
  ): Promise<{ doubleCharges: number; authorized: number; problems: string[] }>;
}

export function gatewayBooks(simulator: ForkedGatewaySimulator | null): GatewayBooks | null {
  // With GATEWAY_URL another server keeps the books: nothing to count here.
  if (!simulator) return null;
  return {
    mark: async () => {
      const books = await simulator.books();
      return { since: books.authorized.length, cpuMicros: books.cpuMicros };
    },
    async audit(pool, since, orderIds) {
      const live = (await simulator.books()).authorized.slice(since).filter((t: SimulatedTransaction) => !t.voided);
      const perKey = new Map<string, number>();
      for (const t of live) perKey.set(t.idempotencyKey, (perKey.get(t.idempotencyKey) ?? 0) + 1);
      const keysTwice = [...perKey.values()].filter((n) => n > 1).length;
      const { rows } = await pool.query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM payments WHERE method = 'CARD' AND order_id = ANY($1::int[])",
        [orderIds],
      );
      const cardPayments = rows[0]?.n ?? 0;
      const problems: string[] = [];
      if (keysTwice > 0) problems.push(`${keysTwice} gateway keys authorized more than once and not voided (simulator's count)`);
      if (live.length !== cardPayments)
        problems.push(`${live.length} live authorizations at the gateway simulator, ${cardPayments} card payments recorded`);
      return { doubleCharges: keysTwice + Math.max(0, live.length - cardPayments), authorized: live.length, problems };
    },
  };
}
