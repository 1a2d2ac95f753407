import {
  feesCollected,
  itemsSellingOut,
  latestTransaction,
  readTweets,
  salesByItem,
  salesByMethod,
  topSchools,
  transactionsByDay,
} from "@paydesk/services";
import { ZDashboardScopeRequestSchema, ZDashboardWidgetRequestSchema } from "@paydesk/validators";
import { dashboardProcedure, router, staffProcedure } from "../../trpc.ts";

const money = dashboardProcedure("reports.view");
const stock = dashboardProcedure("items.view");

/**
 * The dashboard: one procedure per widget, each scoped by its service to the actor's
 * company subtree (control: every company), so each widget loads and fails on its own.
 */
export const dashboardRouter = router({
  transactions: money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => transactionsByDay(ctx, input)),
  topSchools: money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => topSchools(ctx, input)),
  salesByItem: money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => salesByItem(ctx, input)),
  salesByMethod: money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => salesByMethod(ctx, input)),
  fees: money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => feesCollected(ctx, input)),
  sellingOut: stock.input(ZDashboardScopeRequestSchema).query(({ ctx, input }) => itemsSellingOut(ctx, input)),
  latest: money.input(ZDashboardScopeRequestSchema).query(({ ctx, input }) => latestTransaction(ctx, input)),
  /** The platform's announcements: the same for every administrator (no company data). */
  tweets: staffProcedure.query(({ ctx }) => readTweets(ctx)),
});
