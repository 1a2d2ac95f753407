import type { AppRouter } from "@paydesk/api";
import type { inferRouterOutputs } from "@trpc/server";

export const DATES_PATH = "settings/dates";

export type DateRow = inferRouterOutputs<AppRouter>["dates"]["list"]["dates"][number];

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
/** A YYYY-MM-DD day shown in the reader's words; read as UTC so no time zone moves it. */
const showDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
export const span = (row: DateRow) =>
  row.endsOn && row.endsOn !== row.startsOn ? `${showDay(row.startsOn)} – ${showDay(row.endsOn)}` : showDay(row.startsOn);
