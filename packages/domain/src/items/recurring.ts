/**
 * Recurring item schedules and their preview (docs/product/items-and-fees.md, Recurring settings).
 * Dates are plain calendar dates "YYYY-MM-DD": a charge date is a day in the payee's calendar,
 * not an instant, so nothing here reads the machine's time zone or the clock. Day arithmetic
 * goes through Date.UTC only, which has no daylight-saving gaps.
 *
 * Our reading of the rules, where they leave room:
 * - Date mode charges monthly on `recurringDay`; in months too short for it (29–31) the charge
 *   falls on the month's last day, and the next month returns to the chosen day (no drift).
 * - Date mode's first charge is the first such day on or after the start date; interval mode's
 *   first charge is the start date itself, then every `billingIntervalDays` days.
 * - "times" previews `billingOccurs` charges; "until" previews charges on or before
 *   `recurringAvailableUntil` (inclusive), capped like "indefinitely" so a far-off date cannot
 *   produce an unbounded list; "indefinitely" previews 100 charges, 50 in interval mode.
 */

import { RECUR_CONTROLS, RECURRING_MODES, type RecurControl, type RecurringMode } from "@paydesk/validators/items/constants";

export { RECUR_CONTROLS, RECURRING_MODES, type RecurControl, type RecurringMode };

/** How many charges "indefinitely" stands for in a preview. */
export const INDEFINITE_OCCURRENCES: Readonly<Record<RecurringMode, number>> = { date: 100, interval: 50 };

/** The interval calendar is shown only for intervals above this many days. */
export const INTERVAL_CALENDAR_MIN_EXCLUSIVE_DAYS = 7;

/**
 * Fields recurring_mode, recurring_day, billing_interval, billing_occurs, recur_control,
 * recurring_available_until.
 */
export interface RecurringSettings {
  recurringMode: RecurringMode;
  /** Day of the month, 1–31; date mode only. */
  recurringDay?: number;
  /** Days between charges, at least 1; interval mode only. */
  billingIntervalDays?: number;
  recurControl: RecurControl;
  /** Number of charges; "times" only. */
  billingOccurs?: number;
  /** Last possible charge date, "YYYY-MM-DD"; "until" only. */
  recurringAvailableUntil?: string | null;
}

export function showIntervalCalendar(intervalDays: number): boolean {
  return intervalDays > INTERVAL_CALENDAR_MIN_EXCLUSIVE_DAYS;
}

interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses "YYYY-MM-DD", refusing impossible dates such as 2023-02-29. */
export function parseCalendarDate(text: string): CalendarDate {
  const match = ISO_DATE.exec(text);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not a calendar date "YYYY-MM-DD": ${JSON.stringify(text)}`);
  }
  return { year, month, day };
}

function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * MS_PER_DAY);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The charge day of a month: the chosen day, or the month's last day when it is shorter. */
function chargeDayIn(year: number, month: number, recurringDay: number): CalendarDate {
  return { year, month, day: Math.min(recurringDay, daysInMonth(year, month)) };
}

function monthAfter(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

function* monthlyCharges(start: CalendarDate, recurringDay: number): Generator<CalendarDate> {
  let { year, month } = start;
  if (chargeDayIn(year, month, recurringDay).day < start.day) ({ year, month } = monthAfter(year, month));
  for (;;) {
    yield chargeDayIn(year, month, recurringDay);
    ({ year, month } = monthAfter(year, month));
  }
}

function* intervalCharges(start: CalendarDate, intervalDays: number): Generator<CalendarDate> {
  for (let date = start; ; date = addDays(date, intervalDays)) yield date;
}

function requireIntegerIn(value: number | undefined, min: number, max: number, what: string): number {
  if (value === undefined || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return value;
}

function chargeDates(settings: RecurringSettings, start: CalendarDate): Generator<CalendarDate> {
  if (settings.recurringMode === "date") {
    return monthlyCharges(start, requireIntegerIn(settings.recurringDay, 1, 31, "recurringDay"));
  }
  const interval = requireIntegerIn(settings.billingIntervalDays, 1, Number.MAX_SAFE_INTEGER, "billingIntervalDays");
  return intervalCharges(start, interval);
}

/** How many charges to list at most, and the last date allowed (inclusive), if any. */
function previewBounds(settings: RecurringSettings): { count: number; until: string | null } {
  const indefinite = INDEFINITE_OCCURRENCES[settings.recurringMode];
  switch (settings.recurControl) {
    case "times":
      return { count: requireIntegerIn(settings.billingOccurs, 0, Number.MAX_SAFE_INTEGER, "billingOccurs"), until: null };
    case "indefinitely":
      return { count: indefinite, until: null };
    case "until": {
      const until = settings.recurringAvailableUntil;
      if (until == null) throw new RangeError("recurringAvailableUntil is required when recurControl is until");
      return { count: indefinite, until: formatCalendarDate(parseCalendarDate(until)) };
    }
  }
}

/** The charge dates a recurring item would produce, starting on `startDate`. */
export function previewChargeDates(settings: RecurringSettings, startDate: string): string[] {
  const { count, until } = previewBounds(settings);
  const dates: string[] = [];
  for (const date of chargeDates(settings, parseCalendarDate(startDate))) {
    if (dates.length >= count) break;
    const text = formatCalendarDate(date);
    // ISO dates of four-digit years compare correctly as strings.
    if (until !== null && text > until) break;
    dates.push(text);
  }
  return dates;
}

/** Recurring settings as the item builder edits them and the item stores them (validators' TRecurringInput). */
export interface RecurringInputLike {
  mode: RecurringMode;
  recurringDay?: number | null;
  billingIntervalDays?: number | null;
  recurControl: RecurControl;
  billingOccurs?: number | null;
  availableUntil?: string | null;
}

/** Those settings as the schedule rules above read them: the builder's preview and a series both start here. */
export function recurringSettingsOf(r: RecurringInputLike): RecurringSettings {
  return {
    recurringMode: r.mode,
    recurringDay: r.recurringDay ?? undefined,
    billingIntervalDays: r.billingIntervalDays ?? undefined,
    recurControl: r.recurControl,
    billingOccurs: r.billingOccurs ?? undefined,
    recurringAvailableUntil: r.availableUntil ?? null,
  };
}
