import { router } from "../../trpc.ts";
import { feesProcedure } from "./fees.ts";
import { latestProcedure } from "./latest.ts";
import { salesByItemProcedure } from "./sales-by-item.ts";
import { salesByMethodProcedure } from "./sales-by-method.ts";
import { sellingOutProcedure } from "./selling-out.ts";
import { topSchoolsProcedure } from "./top-schools.ts";
import { transactionsProcedure } from "./transactions.ts";
import { tweetsProcedure } from "./tweets.ts";

/**
 * The dashboard: one procedure per widget, each scoped by its service to the actor's
 * company subtree (control: every company), so each widget loads and fails on its own.
 */
export const dashboardRouter = router({
  transactions: transactionsProcedure,
  topSchools: topSchoolsProcedure,
  salesByItem: salesByItemProcedure,
  salesByMethod: salesByMethodProcedure,
  fees: feesProcedure,
  sellingOut: sellingOutProcedure,
  latest: latestProcedure,
  tweets: tweetsProcedure,
});
