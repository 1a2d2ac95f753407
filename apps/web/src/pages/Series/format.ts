const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** A charge day (the schedule's calendar days are UTC days). */
export function formatChargeDay(value: Date | string | null): string {
  return value === null ? "—" : DAY.format(new Date(value));
}
