import { formatCalendarDay } from "../../lib/dates.ts";

/** A charge day (the schedule's calendar days are UTC days), in the app's one date format. */
export function formatChargeDay(value: Date | string | null): string {
  return formatCalendarDay(value);
}
