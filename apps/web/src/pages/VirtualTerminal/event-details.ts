import { formatDate } from "../../lib/dates.ts";

/** An event item's when and where, as the terminal's item answers carry them (null when unset). */
export interface EventFields {
  eventStartsAt?: Date | string | null;
  eventEndsAt?: Date | string | null;
  eventLocation?: string | null;
}

function when(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatDate(date);
}

/** "Dec 5, 2026, 7:00 PM – Dec 5, 2026, 9:00 PM" and the location, each when known. */
export function eventLines(item: EventFields): { when: string | null; where: string | null } {
  const start = when(item.eventStartsAt);
  const end = when(item.eventEndsAt);
  return { when: start && end ? `${start} – ${end}` : start, where: item.eventLocation?.trim() || null };
}
