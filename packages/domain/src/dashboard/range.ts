/**
 * The dashboard's date ranges (CONVENTIONS §10: today, 7d, 30d, 90d, ytd) as days. Days are UTC
 * calendar days, as the transactions list and the summary rows count them (companies keep no time
 * zone yet), both ends included. Pure, so the browser's chart and the server's figures agree.
 */
import type { TDashboardRange } from "@paydesk/validators";

const DAY_MS = 86_400_000;

export interface DashboardDays {
  range: TDashboardRange;
  /** First and last day shown, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Every day of the range in order (the chart's x axis, with days without orders at zero). */
  days: string[];
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);
const SPAN_DAYS: Record<Exclude<TDashboardRange, "ytd">, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

export function dashboardDays(range: TDashboardRange, now: Date): DashboardDays {
  const to = dayOf(now);
  const from = range === "ytd" ? `${to.slice(0, 4)}-01-01` : dayOf(new Date(midnight(to).getTime() - (SPAN_DAYS[range] - 1) * DAY_MS));
  const days: string[] = [];
  for (let at = midnight(from).getTime(); at <= midnight(to).getTime(); at += DAY_MS) days.push(dayOf(new Date(at)));
  return { range, from, to, days };
}

/** One point per day of the range, zero where the figures have no row for that day. */
export function fillDays<Point extends { day: string }>(days: readonly string[], points: readonly Point[], zero: (day: string) => Point): Point[] {
  const byDay = new Map(points.map((point) => [point.day, point]));
  return days.map((day) => byDay.get(day) ?? zero(day));
}

/**
 * Spec 1 §4, §9: the latest transaction is asked again every `pollMs` until `pollForMs` have
 * passed since the page (or the last manual refresh) started it; then a refresh button shows.
 * Answers the delay before the next ask, or null when polling has stopped.
 */
export function nextLatestPoll(elapsedMs: number, timing: { latestPollMs: number; latestPollForMs: number }): number | null {
  if (elapsedMs < 0) return timing.latestPollMs;
  return elapsedMs + timing.latestPollMs <= timing.latestPollForMs ? timing.latestPollMs : null;
}
