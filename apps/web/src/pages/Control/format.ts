import { formatDate } from "../../lib/dates.ts";


/** `zone`: the record's company's, where the answer names one (a control screen lists every company). */
export function formatDateTime(value: Date | null, empty = "—", zone?: string): string {
  return formatDate(value, "dateTime", { empty, ...(zone ? { zone } : {}) });
}

/** With seconds: mail sent in one burst is told apart. */
export function formatFullDateTime(value: Date | null, empty = "—", zone?: string): string {
  return formatDate(value, "dateTimeSeconds", { empty, ...(zone ? { zone } : {}) });
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
