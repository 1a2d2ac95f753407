/**
 * The dashboard (docs/product/dashboard-images-promotions.md): its date ranges, its widgets'
 * requests, its messages and its timings, shared by the procedures, the shims and the page.
 */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";

/** Quoted exactly. A 403 shows AUTH_MESSAGES.accessDenied in the widget instead. */
export const DASHBOARD_MESSAGES = {
  widgetFailed: "Something went wrong while loading content for this section",
  /** Our own wording for a range the dashboard does not offer. */
  badRange: "Choose one of the date ranges: today, 7d, 30d, 90d or ytd.",
} as const;

/** The ranges a widget's `date_range` takes. */
export const DASHBOARD_RANGES = ["today", "7d", "30d", "90d", "ytd"] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DASHBOARD_DEFAULT_RANGE: TDashboardRange = "30d";

/** The latest transaction is asked every 15 s for 300 s; tweets rotate every 30 s and are cached 3600 s. */
export const DASHBOARD_TIMING = {
  latestPollMs: 15_000,
  latestPollForMs: 300_000,
  tweetRotateMs: 30_000,
  tweetCacheSeconds: 3_600,
} as const;

/** How many rows the leaderboard and the item table show. */
export const DASHBOARD_TOP = 10;
/** An item with a limited quantity is "selling out" once this share of it is sold (or it is gone). */
export const SELLING_OUT_SHARE = 0.8;

export const ZDashboardRange = z.enum(DASHBOARD_RANGES, { error: DASHBOARD_MESSAGES.badRange });

/** A widget over a date range: the module, the range (default 30d) and optionally one company of the subtree. */
export const ZDashboardWidgetRequestSchema = z.object({
  module: ZModule,
  range: ZDashboardRange.default(DASHBOARD_DEFAULT_RANGE),
  companyId: ZId.optional(),
});
export type TDashboardWidgetRequest = z.infer<typeof ZDashboardWidgetRequestSchema>;

/** A widget without a range (items selling out, the latest transaction). */
export const ZDashboardScopeRequestSchema = z.object({ module: ZModule, companyId: ZId.optional() });
export type TDashboardScopeRequest = z.infer<typeof ZDashboardScopeRequestSchema>;
