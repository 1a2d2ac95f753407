/**
 * The date offset string of the file export options (a direction sign, a number and a unit:
 * docs/product/students-and-groups.md): how far the export's date lies from the day it runs, e.g.
 * "-1 day" (yesterday's payments) or "+2 weeks". Pure: the options form, the server's check and
 * the export read the same rules.
 */

import { OFFSET_UNIT_NAMES } from "@paydesk/validators";

export const OFFSET_UNITS = OFFSET_UNIT_NAMES;
export type OffsetUnit = (typeof OFFSET_UNITS)[number];

/** The largest number an offset may carry: ten years of days. */
export const OFFSET_MAX_NUMBER = 3650;

export interface DateOffset {
  /** +1 forward, -1 back. */
  sign: 1 | -1;
  number: number;
  unit: OffsetUnit;
}

// Sign first (required, so the direction is always said), then the number, then the unit in the
// singular or plural; spaces between are optional.
const OFFSET_PATTERN = /^([+-])\s*(\d{1,4})\s*([a-z]+)$/;

/** The offset a string names, or null when it is not "sign number unit". */
export function parseOffset(text: string): DateOffset | null {
  const match = OFFSET_PATTERN.exec(text.trim().toLowerCase());
  if (!match) return null;
  const [, sign, digits, word] = match;
  const unit = OFFSET_UNITS.find((u) => word === u || word === `${u}s`);
  const number = Number(digits);
  if (!unit || number > OFFSET_MAX_NUMBER) return null;
  return { sign: sign === "-" ? -1 : 1, number, unit };
}

/** The one way an offset is written back: "+1 day", "-2 weeks", "+0 days". */
export function formatOffset(offset: DateOffset): string {
  const sign = offset.sign < 0 ? "-" : "+";
  return `${sign}${offset.number} ${offset.unit}${offset.number === 1 ? "" : "s"}`;
}

/** Parse and write back in the one form, or null when the text is not an offset. */
export function normalizeOffset(text: string): string | null {
  const offset = parseOffset(text);
  return offset ? formatOffset(offset) : null;
}

/**
 * The calendar date an offset leads to from `day` (a "YYYY-MM-DD" date, no time of day, so no
 * time zone can move it). A month or year step that lands past the month's end keeps to its last
 * day (Jan 31 + 1 month = Feb 28/29), as calendars and spreadsheets do.
 */
export function applyOffset(day: string, offset: DateOffset): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const step = offset.sign * offset.number;
  if (offset.unit === "day" || offset.unit === "week") {
    const days = offset.unit === "week" ? step * 7 : step;
    return isoDay(new Date(Date.UTC(y, m - 1, d + days)));
  }
  const months = offset.unit === "year" ? step * 12 : step;
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay))));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
