import { TRANSACTION_DEFAULT_DAYS } from "@paydesk/validators";

const DAY_MS = 86_400_000;

/** The dates a list covers, as shown (YYYY-MM-DD, both included) and as compared ([start, end)). */
export interface ResolvedRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The list's date range. Days are UTC calendar days (companies keep no time zone yet), both ends
 * included. Without dates: the last 30 days up to today; with one end only, 30 days from or up to
 * it. Pure, so the browser's default and the server's agree (table-tested in range.test.ts).
 */
export function resolveRange(input: { from?: string; to?: string }, now: Date): ResolvedRange {
  const span = (TRANSACTION_DEFAULT_DAYS - 1) * DAY_MS;
  const to = input.to ?? (input.from ? dayOf(new Date(midnight(input.from).getTime() + span)) : dayOf(now));
  const from = input.from ?? dayOf(new Date(midnight(to).getTime() - span));
  return { from, to, start: midnight(from), end: new Date(midnight(to).getTime() + DAY_MS) };
}
