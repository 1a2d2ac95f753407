import { addDays, localDayRange, todayIn } from "@paydesk/domain";
import { TRANSACTION_DEFAULT_DAYS } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";
import { reportTimeZone } from "../../platform/time-zone.ts";

/** The dates a list covers, as shown (YYYY-MM-DD, both included) and as compared ([start, end)). */
export interface ResolvedRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  /** The IANA zone whose calendar days these are (the report's company's). */
  timeZone: string;
}

/**
 * The list's date range: calendar days of `zone`, both ends included
 * (docs/product/reports-and-time-zones.md). Without dates: the last 30 days up to today in that zone; with
 * one end only, 30 days from or up to it. The bounds are instants computed here, so the statements compare
 * created_at with two parameters and keep to the index. Pure (table-tested in range.test.ts).
 */
export function resolveRange(input: { from?: string; to?: string }, now: Date, zone: string): ResolvedRange {
  const span = TRANSACTION_DEFAULT_DAYS - 1;
  const to = input.to ?? (input.from ? addDays(input.from, span) : todayIn(zone, now));
  const from = input.from ?? addDays(to, -span);
  return { from, to, ...localDayRange(from, to, zone), timeZone: zone };
}

/** The range of a report over the actor's orders, or one company's of their subtree. */
export async function reportRange(ctx: ActorTxContext, input: { from?: string; to?: string; companyId?: number }): Promise<ResolvedRange> {
  return resolveRange(input, ctx.now(), await reportTimeZone(ctx, input.companyId));
}
