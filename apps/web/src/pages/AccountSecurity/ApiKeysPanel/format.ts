import { formatDate as formatInstant } from "../../../lib/dates.ts";

export function formatDate(value: Date | null, empty = "—"): string {
  return formatInstant(value, "date", { empty });
}

export function formatDateTime(value: Date | null, empty = "—"): string {
  return formatInstant(value, "dateTime", { empty });
}
