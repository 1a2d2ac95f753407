const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDate(value: Date | null, empty = "—"): string {
  return value ? DATE.format(value) : empty;
}

export function formatDateTime(value: Date | null, empty = "—"): string {
  return value ? DATE_TIME.format(value) : empty;
}
