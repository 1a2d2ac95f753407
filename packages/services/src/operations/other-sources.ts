/**
 * The operations home's two sources that other helpers of session 12 build (the lead's contract):
 * mon12's `countMonitorsInError(db)` (packages/services/src/monitors) and coll12's
 * `collectionsDueSummary(db)` (packages/services/src/collections). Until their branches are merged
 * here a source is null and the home says "not available yet" on its card (never a made-up zero);
 * wiring one is an import in this file. mon12's is wired (merged at 157a519).
 */
import type { DbTx } from "@paydesk/db";
import { countMonitorsInError } from "../monitors/index.ts";

export type MonitorsInErrorSource = (db: DbTx) => Promise<number>;
export type CollectionsDueSource = (db: DbTx) => Promise<{ count: number; amountCents: number }>;

export const monitorsInErrorSource: MonitorsInErrorSource | null = countMonitorsInError;
// WIRED AT MERGE: import { collectionsDueSummary } from "../collections/index.ts";
export const collectionsDueSource: CollectionsDueSource | null = null;
