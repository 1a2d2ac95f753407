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

/** Students by id, as the detail answers them for its student changes. */
export type StudentNames = Readonly<Record<number, string>>;

/**
 * A change's value as text: empty shows as "(empty)", custom fields as "Label: value; …", a
 * student by name (the change keeps the id, which is ours and means nothing to the reader).
 */
export function valueText(value: unknown, field: string, studentNames: StudentNames = {}): string {
  if (value === null || value === undefined || value === "") return field === "line.student" ? "No student" : "(empty)";
  if (field === "line.student") return studentNames[Number(value)] ?? "A student no longer on file";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "(empty)";
    return entries.map(([label, v]) => `${label}: ${Array.isArray(v) ? v.join(", ") : String(v)}`).join("; ");
  }
  return String(value);
}
