/**
 * The operations home's two sources that other helpers of session 12 build (the lead's contract):
 * mon12's `countMonitorsInError(db)` (packages/services/src/monitors) and coll12's
 * `collectionsDueSummary(db)` (packages/services/src/collections). Until their branches are merged
 * here these are null and the home says "not available yet" on those cards (never a made-up zero);
 * wiring them is one import each in this file.
 */
import type { DbTx } from "@paydesk/db";

export type MonitorsInErrorSource = (db: DbTx) => Promise<number>;
export type CollectionsDueSource = (db: DbTx) => Promise<{ count: number; amountCents: number }>;

// WIRED AT MERGE: import { countMonitorsInError } from "../monitors/index.ts";
export const monitorsInErrorSource: MonitorsInErrorSource | null = null;
// WIRED AT MERGE: import { collectionsDueSummary } from "../collections/index.ts";
export const collectionsDueSource: CollectionsDueSource | null = null;
