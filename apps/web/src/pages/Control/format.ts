const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const FULL_DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

export function formatDateTime(value: Date | null, empty = "—"): string {
  return value ? DATE_TIME.format(value) : empty;
}

/** With seconds: mail sent in one burst is told apart. */
export function formatFullDateTime(value: Date | null, empty = "—"): string {
  return value ? FULL_DATE_TIME.format(value) : empty;
}

/** "password_reset" → "Password reset". */
export function humanize(code: string): string {
  const words = code.replace(/[_.-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

export const COMPANY_KIND_LABELS: Record<string, string> = {
  PLATFORM: "Platform",
  DISTRICT: "District",
  SCHOOL: "School",
  VENDOR: "Vendor",
  BUSINESS: "Business",
};

export const COMPANY_KIND_COLORS: Record<string, string> = {
  PLATFORM: "red",
  DISTRICT: "violet",
  SCHOOL: "indigo",
  VENDOR: "grape",
  BUSINESS: "teal",
};
