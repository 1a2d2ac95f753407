/**
 * The dashboard's date ranges (today, 7d, 30d, 90d, ytd) as days: calendar days of the company's
 * time zone, as the summary rows count them, both ends included (docs/product/dashboard-images-promotions.md,
 * docs/product/reports-and-time-zones.md). Pure, so the browser's chart and the server's figures agree.
 */
import type { TDashboardRange } from "@paydesk/validators";
import { addDays, todayIn } from "../time/zone.ts";

export interface DashboardDays {
  range: TDashboardRange;
  /** First and last day shown, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Every day of the range in order (the chart's x axis, with days without orders at zero). */
  days: string[];
}

const SPAN_DAYS: Record<Exclude<TDashboardRange, "ytd">, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

export function dashboardDays(range: TDashboardRange, now: Date, zone: string): DashboardDays {
  const to = todayIn(zone, now);
  const from = range === "ytd" ? `${to.slice(0, 4)}-01-01` : addDays(to, -(SPAN_DAYS[range] - 1));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return { range, from, to, days };
}

/** One point per day of the range, zero where the figures have no row for that day. */
export function fillDays<Point extends { day: string }>(days: readonly string[], points: readonly Point[], zero: (day: string) => Point): Point[] {
  const byDay = new Map(points.map((point) => [point.day, point]));
  return days.map((day) => byDay.get(day) ?? zero(day));
}

/**
 * The latest transaction is asked again every `pollMs` until `pollForMs` have passed since the
 * page (or the last manual refresh) started it; then a refresh button shows
 * (docs/product/dashboard-images-promotions.md).
 * Answers the delay before the next ask, or null when polling has stopped.
 */
export function nextLatestPoll(elapsedMs: number, timing: { latestPollMs: number; latestPollForMs: number }): number | null {
  if (elapsedMs < 0) return timing.latestPollMs;
  return elapsedMs + timing.latestPollMs <= timing.latestPollForMs ? timing.latestPollMs : null;
}
