/**
 * Which custom field values a payer reads. A hidden text field (type hiddentext,
 * docs/product/items-and-fees.md; its value the school's default) is the school's own bookkeeping, e.g. "GL
 * reference: CHEM-LAB": it rides on every line for staff screens, reports and exports, but the payer's cart,
 * checkout and receipts (page, PDF, e-mail) leave it out. Everything else the payer filled in is shown.
 */

/** A field of the item as stored: the database's `HIDDENTEXT` or the form's `hiddentext`. */
export interface CustomFieldKind {
  label: string;
  type: string;
}

export function isInternalCustomField(field: Pick<CustomFieldKind, "type">): boolean {
  return field.type.toLowerCase() === "hiddentext";
}

/** The line's values without those of the item's hidden fields, in stored order. */
export function payerCustomFieldValues<V>(cfs: Readonly<Record<string, V>>, fields: readonly CustomFieldKind[]): Record<string, V> {
  const internal = new Set(fields.filter(isInternalCustomField).map((field) => field.label));
  return Object.fromEntries(Object.entries(cfs).filter(([label]) => !internal.has(label)));
}
