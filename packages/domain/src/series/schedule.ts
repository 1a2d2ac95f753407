/**
 * A recurring series' schedule: the item's charge dates (items/recurring.ts) from the
 * day it was bought, or from the item's start when that is later. The order that bought it pays
 * the first date; the dates after it are the occurrences the job charges. Nothing is left to
 * charge when the schedule has one date or none (a "times 1" item, or an "until" already past):
 * then no series is started.
 *
 * "Indefinitely" is the preview's count (100 monthly charges, 50 intervals;
 * docs/product/checkout-and-payments.md): a series is a finite list of rows the payer can read to the end,
 * and eight years of monthly charges outlive any school item. Reaching the end completes the series; the
 * payer buys it again.
 */
import { previewChargeDates, type RecurringSettings } from "../items/recurring.ts";
import { localDay, startOfLocalDay } from "../time/zone.ts";

export interface SeriesSchedule {
  /** Every charge date, "YYYY-MM-DD"; the first is paid by the order that bought the item. */
  dates: string[];
}

/** The later of two calendar dates "YYYY-MM-DD" (ISO dates compare as strings). */
const later = (a: string, b: string): string => (a > b ? a : b);

export function seriesSchedule(settings: RecurringSettings, startsOn: string, boughtOn: string): SeriesSchedule {
  return { dates: previewChargeDates(settings, later(startsOn, boughtOn)) };
}

/** Whether buying the item starts a series: something must be left after the first payment. */
export function hasChargesToCome(schedule: SeriesSchedule): boolean {
  return schedule.dates.length > 1;
}

/**
 * A charge date's first instant: the job charges an occurrence from the start of its day in the
 * selling company's time zone, the day its office and its payers call that date.
 */
export function startOfChargeDay(date: string, timeZone: string): Date {
  return startOfLocalDay(date, timeZone);
}

/** The calendar day of an instant in the selling company's time zone, as the schedule names days. */
export function chargeDayOf(instant: Date, timeZone: string): string {
  return localDay(instant, timeZone);
}
