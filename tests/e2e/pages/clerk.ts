import type { TestInfo } from "@playwright/test";
import type { Account } from "./login-page.ts";
import { administratorLike } from "./own-account.ts";
import type { RequestContexts } from "./trpc-call.ts";

/**
 * A clerk of their own for a spec file: an administrator made like office@demo.test (same site,
 * roles and applications) by the school's administrator (administratorLike). The terminal keeps
 * one cart and one close-out per person and day, so two spec files selling as the same person at
 * the same time would pay for each other's items; each file sells as its own clerk instead. Its
 * name, like every run-made administrator's, shares no part with a demo account's (administratorLike
 * refuses one that does): a test that finds office@demo.test's Olive Office by a typed "olive" must
 * not find a clerk too.
 */
export function newOfficeClerk(
  playwright: RequestContexts,
  info: TestInfo,
  name: { firstName: string; lastName: string } = { firstName: "Quinn", lastName: "Clerk" },
): Promise<Account & { firstName: string; lastName: string }> {
  return administratorLike(playwright, info, "office", "school", name, { madeBy: "school" });
}
