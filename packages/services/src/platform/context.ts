import type { Db, DbTx } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import type { SessionInfo } from "./session.ts";
import type { MailTransport } from "./mail/transport.ts";

/**
 * What every service function receives first: who acts, from where, and the shared resources.
 * Built once per request (the tRPC context, which the shims reuse through createCaller) and once
 * per job run, so a service never asks its caller for request details one by one and every audit
 * row it writes carries the same actor and address.
 */
export interface ServiceContext {
  db: Db;
  /** Null for public calls and for jobs that act for nobody in particular. */
  actor: Actor | null;
  session: SessionInfo | null;
  /** The client's address; jobs have none. */
  ip: string | null;
  userAgent: string | null;
  mail: MailTransport;
  /** The public origin used in links sent by e-mail, e.g. http://localhost:3000. */
  appUrl: string;
  /** The clock: tests and jobs may pin it. */
  now(): Date;
}

/** A context whose caller is signed in (what the ladder's authed rungs guarantee). */
export interface ActorContext extends ServiceContext {
  actor: Actor;
}

/**
 * The same context inside a transaction: helpers that must join the caller's transaction take this.
 * A request's own context fits it too (a client is also a transaction handle), so a read or a single
 * write that may run either alone or inside a caller's transaction takes a TxContext.
 */
export type TxContext<C extends ServiceContext = ServiceContext> = Omit<C, "db"> & { db: DbTx };

/** A signed-in context that may or may not be inside a transaction. */
export type ActorTxContext = TxContext<ActorContext>;

/** Run `work` in one transaction with the context's db swapped for the transaction. */
export function inTransaction<C extends ServiceContext, T>(ctx: C, work: (tx: TxContext<C>) => Promise<T>): Promise<T> {
  return ctx.db.$transaction((db) => work({ ...ctx, db }));
}

export const systemClock = (): Date => new Date();

/** What a background job needs to act: the database, the mail transport and the public origin. */
export interface JobContextDependencies {
  db: Db;
  mail: MailTransport;
  appUrl: string;
  now?: () => Date;
}

/** The context of one job run: nobody in particular acts, from no address. */
export function jobContext({ db, mail, appUrl, now = systemClock }: JobContextDependencies): ServiceContext {
  return { db, actor: null, session: null, ip: null, userAgent: null, mail, appUrl, now };
}
