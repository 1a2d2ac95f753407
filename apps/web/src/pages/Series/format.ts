import { formatCalendarDay, formatDate } from "../../lib/dates.ts";

/** A charge day (the schedule's calendar days are UTC days), in the app's one date format. */
export function formatChargeDay(value: Date | string | null): string {
  return formatCalendarDay(value);
}

/** The day of the next charge, an instant: read where the seller is, as the charge job days it. */
export function formatNextCharge(value: Date | null, zone: string): string {
  return formatDate(value, "date", { zone });
}
