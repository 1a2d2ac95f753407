/**
 * The dashboard's tweet feed (GET /api/tweets; docs/product/dashboard-images-promotions.md): the platform's
 * short announcements (table dashboard_tweets, written by support staff; the demo data seeds a few), the same
 * for every administrator. Cached DASHBOARD_TIMING.tweetCacheSeconds in this process, as the product asks: an
 * announcement added shows within the hour, and a thousand dashboards polling cost one query an hour. The
 * browser rotates them every 30 s.
 */
import type { Db, DbTx } from "@paydesk/db";
import { DASHBOARD_TIMING } from "@paydesk/validators";
import type { ServiceContext } from "../platform/context.ts";

export interface Tweet {
  message: string;
  url: string;
}

/** Most shown at once: a feed, not an archive. */
const TWEETS_SHOWN = 20;

/**
 * Kept per database client: one app holds one client, so this is the process's cache in
 * production, and two apps in one process (the tests) do not read each other's feed.
 */
const cache = new WeakMap<object, { at: number; tweets: Tweet[] }>();

export async function readTweets(ctx: Pick<ServiceContext, "db" | "now">): Promise<Tweet[]> {
  const now = ctx.now().getTime();
  const cached = cache.get(ctx.db);
  if (cached && now >= cached.at && now - cached.at < DASHBOARD_TIMING.tweetCacheSeconds * 1000) return cached.tweets;
  const rows = await ctx.db.dashboardTweet.findMany({
    where: { active: true },
    orderBy: [{ position: "asc" }, { id: "desc" }],
    take: TWEETS_SHOWN,
    select: { message: true, url: true },
  });
  cache.set(ctx.db, { at: now, tweets: rows });
  return rows;
}

/** The demo data's announcements (docs/product/demo-and-production.md), written once into an empty feed. */
export const DEMO_TWEETS: readonly Tweet[] = [
  { message: "Dashboards now show sales by item and by payment method for any range.", url: "/school/dashboard" },
  { message: "Refunds now move the figures of the day the order was placed.", url: "/school/reports/txn" },
  { message: "Tip: the go-live checklist shows what is left before you take payments.", url: "/school/promote/glsteps" },
];

export async function seedDemoTweets(db: Db | DbTx): Promise<void> {
  if ((await db.dashboardTweet.count()) > 0) return;
  await db.dashboardTweet.createMany({ data: DEMO_TWEETS.map((tweet, position) => ({ ...tweet, position })) });
}
