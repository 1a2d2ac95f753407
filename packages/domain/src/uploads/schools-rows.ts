/**
 * Row rules of the school upload (docs/product/uploads.md), pure: the service looks up what the database
 * knows (taken e-mails, locator numbers in use) and adds those messages.
 */
import {
  isEmailAddress,
  SCHOOL_ACCOUNT_TYPES,
  SCHOOL_CELL_MAX,
  SCHOOL_ROW_MAX_COLUMNS,
  SCHOOL_ROW_MIN_COLUMNS,
  SCHOOL_UPLOAD_MESSAGES as M,
  SCHOOLS_UPLOAD_COLUMNS,
  type TSchoolAccountType,
} from "@paydesk/validators";

export type SchoolRowData = Readonly<Record<string, string>>;

/** A school as a valid row describes it, cells trimmed, empty optional cells as null. */
export interface SchoolRow {
  name: string;
  externalId: string;
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  primaryPhone: string | null;
  receiptEmail: string | null;
  accountType: TSchoolAccountType;
  admin: { email: string; firstName: string; lastName: string; phone: string | null };
}

/** The column-count message for a row of `count` cells, or null when 13 or 14 is right. */
export function schoolRowWidthError(count: number): string | null {
  if (count < SCHOOL_ROW_MIN_COLUMNS) return M.tooFewColumns;
  if (count > SCHOOL_ROW_MAX_COLUMNS) return M.tooManyColumns;
  return null;
}

/**
 * How many columns a posted row carries: every key it sends counts, known or not, so a row of 15
 * mapped cells is refused even when the extra one has a name we do not use.
 */
function columnCount(row: SchoolRowData): number {
  return Object.keys(row).length;
}

function cell(row: SchoolRowData, key: string): string {
  return (row[key] ?? "").trim();
}

const orNull = (value: string) => (value === "" ? null : value);

/**
 * The browser's check of the parsed file (the upload wizard's checkFile): the first line whose
 * field count is not 13 or 14. Mapping keeps only the mapped columns, so a row's own width is
 * seen only here; the server checks the width of each posted row as well.
 */
export function checkSchoolFileWidths(rows: readonly (readonly string[])[]): string | null {
  for (const [i, row] of rows.entries()) {
    const error = schoolRowWidthError(row.length);
    if (error) return M.onLine(i + 1, error);
  }
  return null;
}

/** Every message of one row, in column order; empty when the row is valid. */
export function checkSchoolRow(row: SchoolRowData): string[] {
  const errors: string[] = [];
  const width = schoolRowWidthError(columnCount(row));
  if (width) errors.push(width);
  if (!cell(row, "company")) errors.push(M.nameEmpty);
  const adminEmail = cell(row, "mastadmin_email");
  if (!adminEmail) errors.push(M.adminEmailEmpty);
  else if (!isEmailAddress(adminEmail)) errors.push(M.adminEmailInvalid);
  if (!cell(row, "mastadmin_first_name")) errors.push(M.adminFirstNameEmpty);
  if (!cell(row, "mastadmin_last_name")) errors.push(M.adminLastNameEmpty);
  if (!cell(row, "external_id")) errors.push(M.externalIdEmpty);
  const receiptEmail = cell(row, "company_email");
  if (receiptEmail && !isEmailAddress(receiptEmail)) errors.push(M.receiptEmailInvalid);
  const type = cell(row, "company_type").toLowerCase();
  if (type && !(SCHOOL_ACCOUNT_TYPES as readonly string[]).includes(type)) errors.push(M.accountTypeInvalid);
  for (const column of SCHOOLS_UPLOAD_COLUMNS) {
    if (cell(row, column.key).length > SCHOOL_CELL_MAX) errors.push(M.tooLong(column.label));
  }
  return errors;
}

/** The school a row describes; call only for a row `checkSchoolRow` found valid. */
export function schoolFromRow(row: SchoolRowData): SchoolRow {
  const type = cell(row, "company_type").toLowerCase();
  return {
    name: cell(row, "company"),
    externalId: cell(row, "external_id"),
    street: orNull(cell(row, "street")),
    street2: orNull(cell(row, "street2")),
    city: orNull(cell(row, "city")),
    state: orNull(cell(row, "state")),
    zip: orNull(cell(row, "zip")),
    primaryPhone: orNull(cell(row, "primary_phone")),
    receiptEmail: orNull(cell(row, "company_email")),
    accountType: (type || "school") as TSchoolAccountType,
    admin: {
      email: cell(row, "mastadmin_email"),
      firstName: cell(row, "mastadmin_first_name"),
      lastName: cell(row, "mastadmin_last_name"),
      phone: orNull(cell(row, "mastadmin_phone")),
    },
  };
}

/** What a re-run may change of a school the district already has: its name and contact details. */
export const SCHOOL_DETAIL_KEYS = ["name", "street", "street2", "city", "state", "zip", "primaryPhone", "receiptEmail"] as const;
export type SchoolDetails = Pick<SchoolRow, (typeof SCHOOL_DETAIL_KEYS)[number]>;

export function schoolDetailsOf(school: SchoolDetails): SchoolDetails {
  return Object.fromEntries(SCHOOL_DETAIL_KEYS.map((key) => [key, school[key]])) as SchoolDetails;
}

/**
 * The details a row changes of a school found by its locator number, or null when it changes
 * none: the same file again changes nothing. The master administrator and the account type are
 * not changed by a re-run.
 */
export function changedSchoolDetails(existing: SchoolDetails, row: SchoolDetails): Partial<SchoolDetails> | null {
  const changes: Partial<Record<keyof SchoolDetails, string | null>> = {};
  for (const key of SCHOOL_DETAIL_KEYS) if (existing[key] !== row[key]) changes[key] = row[key];
  return Object.keys(changes).length ? (changes as Partial<SchoolDetails>) : null;
}
