/**
 * The deposit report (what a school posts to its general ledger): the money of the transactions
 * list's orders by local day, settlement account, account and sub account, and tender. It reads
 * the orders the list reads, so it takes the list's range and company, and refuses the same way.
 */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";
import { withRangeChecks, ZIsoDay } from "./list.ts";

/**
 * Calendar days of the company's time zone, both included (docs/product/reports-and-time-zones.md). Without
 * dates: today there; with one end only, that day alone (a deposit is usually one day).
 */
export const ZDepositReportRequestSchema = withRangeChecks(
  z.object({
    module: ZModule,
    /** One company of the actor's subtree (with the companies below it); the actor's own subtree without it. */
    companyId: ZId.optional(),
    from: ZIsoDay.optional(),
    to: ZIsoDay.optional(),
  }),
);
export type TDepositReportRequest = z.infer<typeof ZDepositReportRequestSchema>;
