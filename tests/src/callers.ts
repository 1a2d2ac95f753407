/**
 * tRPC callers for router integration tests (STYLE #9): the one way a test acts as someone. The
 * caller runs every procedure through the same Context the HTTP layer builds (createTestContext),
 * so ladders, rate limits and the clock behave as they do over HTTP.
 */
import { createCaller } from "@paydesk/api";
import type { Db } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { loadActor } from "@paydesk/services";
import { createTestContext, type TestContextOptions } from "./context.ts";

export type Caller = ReturnType<typeof createCaller>;

/** A caller acting as `actor` (null: signed out); `options` as createTestContext's (session, clock, mail, address…). */
export function callerFor(db: Db, actor: Actor | null, options?: TestContextOptions): Caller {
  return createCaller(createTestContext(db, actor, options));
}

/** A caller acting as a user of the database (a fixture user, a demo account's row), its actor loaded as sign-in loads it. */
export async function callerAs(db: Db, user: { id: number; email?: string }, options?: TestContextOptions): Promise<Caller> {
  const actor = await loadActor(db, user.id);
  if (!actor) throw new Error(`user ${user.email ?? user.id} has no actor (disabled?)`);
  return callerFor(db, actor, options);
}
