/**
 * Dates in a company's time zone (docs/product/reports-and-time-zones.md). Instants are stored and compared
 * as UTC; a person reads them, and a report takes its days, in the zone of the company. Days travel as
 * "YYYY-MM-DD" calendar dates. Only Intl is used, so the browser and the server agree, and the
 * process's own TZ never matters.
 */

/** The zone of a company whose path sets none (the platform's own). */
export const DEFAULT_TIME_ZONE = "America/Chicago";

const DAY_MS = 86_400_000;

/** Zone names are checked where the edge checks them (validators); the same rule, reused here. */
export { isTimeZone } from "@paydesk/validators";

/** Formatters are costly to make and cheap to use: one per zone (and style), kept. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallFormats.set(zone, format);
  }
  return format;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `zone` at `instant` (whole seconds). */
function wallClock(instant: Date, zone: string): Wall {
  const parts: Record<string, number> = {};
  for (const part of wallFormat(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const dayText = (w: { year: number; month: number; day: number }) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** Minutes `zone` is ahead of UTC at `instant` (Chicago in winter: -360). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

/** The calendar day ("YYYY-MM-DD") `instant` falls on in `zone`. */
export function localDay(instant: Date, zone: string): string {
  return dayText(wallClock(instant, zone));
}

/** Today's date in `zone`. */
export function todayIn(zone: string, now: Date): string {
  return localDay(now, zone);
}

/** The calendar day `days` after (or before) `day`: plain calendar arithmetic, no zone. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instants a wall-clock time of `zone` may be (`wallAsUtc`: that time written as if it were
 * UTC), earliest first: one per offset read twelve hours either side, which catches the one clock
 * change a day can hold. `before` is the offset before it.
 */
function wallTimeCandidates(wallAsUtc: number, zone: string): { before: number; candidates: number[] } {
  const before = zoneOffsetMinutes(new Date(wallAsUtc - DAY_MS / 2), zone);
  const after = zoneOffsetMinutes(new Date(wallAsUtc + DAY_MS / 2), zone);
  return { before, candidates: [...new Set([before, after])].map((offset) => wallAsUtc - offset * 60_000).sort((a, b) => a - b) };
}

/**
 * The first instant of `day` in `zone`: local midnight, or where midnight does not exist (a
 * clock moved forward at midnight) the moment the day begins. Offsets are read twelve hours
 * either side, which catches the one change a day can hold; the earliest candidate that falls
 * on the day wins (a repeated midnight starts at its first occurrence).
 */
export function startOfLocalDay(day: string, zone: string): Date {
  const { candidates } = wallTimeCandidates(Date.parse(`${day}T00:00:00.000Z`), zone);
  const onTheDay = candidates.find((at) => {
    const w = wallClock(new Date(at), zone);
    return dayText(w) === day && w.hour === 0 && w.minute === 0;
  });
  // In a gap the later candidate is the instant the clock jumped, the day's first moment.
  return new Date(onTheDay ?? candidates.at(-1)!);
}

/** Calendar days [from, to] of `zone`, both included, as instants [start, end): what a query compares. */
export interface InstantRange {
  start: Date;
  end: Date;
}

export function localDayRange(from: string, to: string, zone: string): InstantRange {
  return { start: startOfLocalDay(from, zone), end: startOfLocalDay(addDays(to, 1), zone) };
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 with the zone's offset at that instant, to the second: "2026-11-27T21:30:00-06:00". */
export function isoInZone(instant: Date, zone: string): string {
  // One pass of the formatter gives both the wall clock and, against the instant, the offset.
  const w = wallClock(instant, zone);
  const offset = Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  return `${dayText(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offsetText(offset)}`;
}

/** How a person reads a date or time: "Nov 27, 2026" (date), "Nov 27, 2026, 9:30 PM" (dateTime), "November 27, 2026 at 9:30 PM" (long). */
export type DateStyle = "date" | "dateTime" | "dateTimeSeconds" | "long" | "time";

const STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  dateTimeSeconds: { dateStyle: "medium", timeStyle: "medium" },
  long: { dateStyle: "long", timeStyle: "short" },
  time: { timeStyle: "short" },
};

const readableFormats = new Map<string, Intl.DateTimeFormat>();

/** `instant` as a person reads it in `zone` (US English, as every screen of the product). */
export function formatInZone(instant: Date | string, zone: string, style: DateStyle = "dateTime"): string {
  const key = `${zone}\u0000${style}`;
  let format = readableFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...STYLE_OPTIONS[style], timeZone: zone });
    readableFormats.set(key, format);
  }
  // ICU puts a narrow no-break space before AM/PM: a plain space reads the same and every PDF
  // font, mail client and spreadsheet has it.
  return format.format(typeof instant === "string" ? new Date(instant) : instant).replace(/\u202f/g, " ");
}

/** A calendar day ("YYYY-MM-DD") as a person reads it ("Nov 27, 2026"); no zone can move it. */
export function formatDay(day: string): string {
  return formatInZone(new Date(`${day}T12:00:00.000Z`), "UTC", "date");
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time ("YYYY-MM-DDTHH:mm", as a `datetime-local` field writes it) means
 * in `zone`, whatever zone the browser or the process is in; null for text that is not one.
 * Around a clock change it answers as browsers do for their own zone: a time the clock skipped
 * (2:30 on the night it jumps from 2:00 to 3:00) is read with the offset before the jump (3:30 by
 * the new clock), and a time that happens twice is its first occurrence.
 */
export function instantOfWallTime(text: string, zone: string): Date | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wall = new Date(wallAsUtc);
  // Calendar overflow ("2026-02-30T25:00") is no time of any day.
  if (
    Number.isNaN(wallAsUtc) ||
    wall.getUTCFullYear() !== year ||
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCDate() !== day ||
    wall.getUTCHours() !== hour ||
    wall.getUTCMinutes() !== minute
  ) {
    return null;
  }
  const { before, candidates } = wallTimeCandidates(wallAsUtc, zone);
  const matching = candidates.find((at) => {
    const w = wallClock(new Date(at), zone);
    return w.year === year && w.month === month && w.day === day && w.hour === hour && w.minute === minute;
  });
  return new Date(matching ?? wallAsUtc - before * 60_000);
}

/** `instant` as the wall-clock text of `zone` a `datetime-local` field shows ("2026-11-27T21:30"); "" for none. */
export function wallTimeOf(instant: Date | string | null | undefined, zone: string): string {
  if (instant === null || instant === undefined || instant === "") return "";
  const date = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return "";
  const w = wallClock(date, zone);
  return `${dayText(w)}T${pad(w.hour)}:${pad(w.minute)}`;
}
