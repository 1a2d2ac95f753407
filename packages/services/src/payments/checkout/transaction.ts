import type { Db } from "@paydesk/db";
import type { ServiceContext, TxContext } from "../../platform/context.ts";

/**
 * `inTransaction` with room to wait: at the peak (many buyers of the last units) checkouts queue
 * for the item's row lock and for a pool connection. Prisma's defaults (2 s to get a connection,
 * 5 s to finish) would turn that queue into failures after the card was charged; a checkout that
 * waits a little is better than one that voids a good payment.
 */
const CHECKOUT_TRANSACTION = { maxWait: 20_000, timeout: 30_000 } as const;

export function inCheckoutTransaction<C extends ServiceContext & { db: Db }, T>(ctx: C, work: (tx: TxContext<C>) => Promise<T>): Promise<T> {
  return ctx.db.$transaction((db) => work({ ...ctx, db }), CHECKOUT_TRANSACTION);
}
