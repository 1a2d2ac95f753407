/**
 * Every date the app shows, in the time zone of the signed-in person's company
 * (docs/product/reports-and-time-zones.md), never the browser's: an office in Illinois and a parent
 * travelling abroad read the same day. The zone comes with the session (ModuleRoute sets it before any
 * page renders); the formatting is the domain's, the one receipts, e-mails and exports use on the server.
 */
import { DEFAULT_TIME_ZONE, formatInZone, instantOfWallTime, todayIn, wallTimeOf, type DateStyle } from "@paydesk/domain";

let displayZone = DEFAULT_TIME_ZONE;

/** Set from the session: the zone every formatter below reads. */
export function setDisplayTimeZone(zone: string): void {
  displayZone = zone;
}

export function displayTimeZone(): string {
  return displayZone;
}

/**
 * An instant as a person reads it ("Nov 27, 2026, 9:30 PM"); `empty` for none. `zone` overrides
 * the session's (a receipt is read in its seller's zone).
 */
export function formatDate(value: Date | string | null | undefined, style: DateStyle = "dateTime", options: { empty?: string; zone?: string } = {}): string {
  if (value === null || value === undefined) return options.empty ?? "—";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? (options.empty ?? "—") : formatInZone(date, options.zone ?? displayZone, style);
}

export const formatDateTime = (value: Date | string | null | undefined, empty?: string) => formatDate(value, "dateTime", { empty });

/** Today's calendar date (YYYY-MM-DD) in the company's zone: "today" in filters. */
export const todayInDisplayZone = (now = new Date()) => todayIn(displayZone, now);

/**
 * A calendar day (a YYYY-MM-DD string, or an instant at that day's UTC midnight as schedules keep
 * them) in the same words as every other date ("Nov 27, 2026"). Read in UTC: a day is not an
 * instant, and no zone may move it to the day before.
 */
export function formatCalendarDay(value: Date | string | null | undefined, empty = "—"): string {
  if (value === null || value === undefined || value === "") return empty;
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? empty : formatInZone(date, "UTC", "date");
}

/**
 * An instant as a `datetime-local` field shows it: the wall clock of the company's zone (or
 * `zone`), not the browser's, so a time is entered and read back in the same words as it is
 * shown everywhere else. "" for none.
 */
export const toZoneInput = (value: Date | string | null | undefined, zone: string = displayZone): string => wallTimeOf(value, zone);

/** The instant (ISO) a `datetime-local` value means in the company's zone (or `zone`); null for an empty or broken value. */
export function fromZoneInput(text: string, zone: string = displayZone): string | null {
  return instantOfWallTime(text, zone)?.toISOString() ?? null;
}

/** A zone's name as a person reads it beside a time field ("America/Los Angeles"). */
export const zoneLabel = (zone: string = displayZone) => zone.replace(/_/g, " ");
