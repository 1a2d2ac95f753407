/**
 * The checkout shop of the test harness (@paydesk/tests/checkout) with tRPC callers on top.
 */
import type { Actor } from "@paydesk/domain";
import type { Db } from "@paydesk/db";
import { checkoutShop, idempotencyKey } from "@paydesk/tests/checkout";
import { type FixtureCompany, type TestDatabase } from "@paydesk/tests/harness";
import { callerFor } from "@paydesk/tests/callers";

export { CARDS, cardPayment, cashPayment, checkPayment } from "@paydesk/tests/checkout";

export function checkoutSetup(t: TestDatabase) {
  const shop = checkoutShop(t);
  const callerOf = (actor: Actor | null, db: Db = t.db) => callerFor(db, actor);
  async function clerk(company: FixtureCompany) {
    const actor = await t.fixtures.actor(await shop.clerkUser(company));
    return { actor, caller: callerOf(actor) };
  }
  return { ...shop, clerk, callerOf };
}

export const module = "school" as const;
export const key = idempotencyKey;
