export { formatCents as money } from "@paydesk/domain";

/** The label a change's field shows in the previous-updates panel. */
const FIELD_LABELS: Record<string, string> = {
  "payor.name": "Payor name",
  "payor.email": "Payor e-mail",
  "payor.street": "Street",
  "payor.street2": "Street (line 2)",
  "payor.city": "City",
  "payor.state": "State",
  "payor.country": "Country",
  "payor.postalCode": "Postal code",
  "line.cfs": "Custom fields",
  "line.student": "Student",
  "line.memo": "Item memo",
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

/** A change's value as text: empty shows as "(empty)", custom fields as "Label: value; …". */
export function valueText(value: unknown, field: string): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (field === "line.student") return `student #${String(value)}`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "(empty)";
    return entries.map(([label, v]) => `${label}: ${Array.isArray(v) ? v.join(", ") : String(v)}`).join("; ");
  }
  return String(value);
}
