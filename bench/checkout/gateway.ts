/**
 * The card gateway of the bench's app, as `npm start` sets it up (apps/server main.ts): checkout
 * charges over HTTP through the gateway simulator the app itself serves at /simulators/gateway
 * (CONVENTIONS §5), or GATEWAY_URL. The simulator also keeps its own books (`authorized()`), the
 * second witness after the app's tables: an idempotency key authorized twice and not voided, or
 * more live authorizations than card payments recorded, is money taken twice.
 */
import {
  builtInGatewaySimulator,
  configurePaymentGateway,
  httpPaymentGateway,
  type SimulatedTransaction,
} from "@paydesk/services";
import type pg from "pg";

export const GATEWAY_PATH = "/simulators/gateway";

/** Points checkout at the app's own simulator over HTTP; returns where (for the output). */
export function useAppGateway(appUrl: string): string {
  const url = process.env.GATEWAY_URL ?? `${appUrl}${GATEWAY_PATH}`;
  configurePaymentGateway(httpPaymentGateway(url));
  return url;
}

export interface GatewayBooks {
  /** Transactions the simulator authorized so far; a phase's are the ones after its mark. */
  mark(): number;
  audit(
    pool: pg.Pool,
    since: number,
    orderIds: number[],
  ): Promise<{ doubleCharges: number; authorized: number; problems: string[] }>;
}

export function gatewayBooks(): GatewayBooks | null {
  // With GATEWAY_URL another server keeps the books: nothing to count here.
  if (process.env.GATEWAY_URL) return null;
  return {
    mark: () => builtInGatewaySimulator.authorized().length,
    async audit(pool, since, orderIds) {
      const live = builtInGatewaySimulator
        .authorized()
        .slice(since)
        .filter((t: SimulatedTransaction) => !t.voided);
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
