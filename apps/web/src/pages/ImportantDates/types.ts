import type { AppRouter } from "@paydesk/api";
import type { inferRouterOutputs } from "@trpc/server";
import { formatCalendarDay } from "../../lib/dates.ts";

export const DATES_PATH = "settings/dates";

export type DateRow = inferRouterOutputs<AppRouter>["dates"]["list"]["dates"][number];

/** A YYYY-MM-DD day in the app's one date format; no time zone moves it. */
const showDay = (day: string) => formatCalendarDay(day);
export const span = (row: DateRow) =>
  row.endsOn && row.endsOn !== row.startsOn ? `${showDay(row.startsOn)} – ${showDay(row.endsOn)}` : showDay(row.startsOn);
