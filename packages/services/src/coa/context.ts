import type { ActorContext, TxContext } from "../platform/context.ts";

/**
 * The part of the ServiceContext the chart-of-accounts and builder pick-list services read: who
 * acts, from where (kept on every audit row) and the database. Any ServiceContext, the request's
 * tRPC context or a TxContext inside a caller's transaction fits, so procedures hand over `ctx`.
 */
export type ReadContext = Pick<TxContext<ActorContext>, "db" | "actor" | "ip">;

/** The same for services that open their own transaction. */
export type WriteContext = Pick<ActorContext, "db" | "actor" | "ip">;

/** Run `work` in one transaction with the context's db swapped for the transaction (cf. inTransaction). */
export function inCoaTransaction<T>(ctx: WriteContext, work: (tx: ReadContext) => Promise<T>): Promise<T> {
  return ctx.db.$transaction((db) => work({ ...ctx, db }));
}
