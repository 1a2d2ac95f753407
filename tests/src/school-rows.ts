/**
 * School upload rows for tests (docs/product/uploads.md, Schools): a valid 14-column row whose
 * names, e-mails and locator number carry the caller's tag and number, so runs sharing one database
 * never meet. `changes` replaces cells; `undefined` drops the column (a 13-column row drops company_type).
 */
export function schoolRow(n: string, tag: string, changes: Record<string, string | undefined> = {}): Record<string, string> {
  const row: Record<string, string> = {
    company: `School ${n} ${tag}`,
    street: `${n} Main St`,
    street2: "",
    city: "Springfield",
    state: "IL",
    zip: "62701",
    primary_phone: "217-555-0100",
    mastadmin_email: `master-${n}-${tag}@schools.test`,
    mastadmin_first_name: "Ada",
    mastadmin_last_name: `Admin${n}`,
    mastadmin_phone: "",
    external_id: `SLN-${n}-${tag}`,
    company_email: `office-${n}-${tag}@schools.test`,
    company_type: "school",
  };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete row[key];
    else row[key] = value;
  }
  return row;
}
