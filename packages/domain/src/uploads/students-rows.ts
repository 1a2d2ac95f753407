/**
 * Row rules of the student upload (docs/product/uploads.md, Students): pure, so the service checks a whole
 * chunk with the lookups it did once (the SLNs valid for the upload, the e-mails of accounts that
 * are not parents) and the browser could run the same rules.
 */
import {
  STUDENT_FOOD_BALANCE_MAX_CENTS,
  STUDENT_GRADE_MAX_LENGTH,
  STUDENT_PARENT_SLOTS,
  STUDENT_ROW_MESSAGES as M,
  parentColumnKey,
  parentEmailInvalidMessage,
  parentEmailTakenMessage,
} from "@paydesk/validators";

export type StudentRowData = Readonly<Record<string, string | undefined>>;

export interface StudentRowLookups {
  /** Company ids an SLN may name: the selected school and the companies below it. */
  validCompanyIds: ReadonlySet<number>;
  /** Lower-cased e-mails already used by accounts that are not parents. */
  nonParentEmails: ReadonlySet<string>;
}

const cell = (row: StudentRowData, key: string) => (row[key] ?? "").trim();

/**
 * "25", "25.5", "-3.10", "$1,234.56", "+.5": an optional sign, an optional dollar sign, digits
 * (thousands commas allowed when grouped by three) and decimals. The apply step strips "$", ","
 * and "+" and lets PostgreSQL's numeric read the rest, so only what this accepts ever reaches it.
 */
const FOOD_BALANCE = /^[-+]?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/** A food balance cell in integer cents (half away from zero), null when blank, NaN when not a number. */
export function parseFoodBalanceCents(raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  if (!FOOD_BALANCE.test(text) || !/\d/.test(text)) return Number.NaN;
  const negative = text.startsWith("-");
  const [whole = "", fraction = ""] = text.replace(/[-+$,]/g, "").split(".");
  const cents = BigInt(whole || "0") * 100n + BigInt((fraction + "00").slice(0, 2));
  const roundUp = (fraction[2] ?? "0") >= "5" ? 1n : 0n;
  const magnitude = cents + roundUp;
  if (magnitude > BigInt(STUDENT_FOOD_BALANCE_MAX_CENTS)) return Number.NaN;
  const value = Number(magnitude);
  return negative && value !== 0 ? -value : value;
}

/** Same shape the rest of the product accepts for account e-mails: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The SLN cell as a company id, or null when it is not a positive integer. */
export function parseSln(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** One row's messages, in the order docs/product/uploads.md lists them; empty when the row is valid. */
export function checkStudentRow(row: StudentRowData, lookups: StudentRowLookups): string[] {
  const errors: string[] = [];
  const required: Array<[string, string]> = [
    ["external_id", M.studentIdEmpty],
    ["fname", M.firstNameEmpty],
    ["lname", M.lastNameEmpty],
    ["grade", M.gradeEmpty],
    ["company", M.slnEmpty],
    ["teacher", M.teacherEmpty],
  ];
  for (const [key, message] of required) if (!cell(row, key)) errors.push(message);

  const sln = cell(row, "company");
  if (sln) {
    const companyId = parseSln(sln);
    if (companyId === null || !lookups.validCompanyIds.has(companyId)) errors.push(M.slnInvalid);
  }
  if ([...cell(row, "grade")].length > STUDENT_GRADE_MAX_LENGTH) errors.push(M.gradeTooLong);
  if (Number.isNaN(parseFoodBalanceCents(cell(row, "food_balance")))) errors.push(M.foodBalanceNotNumber);

  for (const slot of STUDENT_PARENT_SLOTS) {
    const email = cell(row, parentColumnKey(slot, "email"));
    if (!email) continue;
    if (!EMAIL.test(email)) errors.push(parentEmailInvalidMessage(slot));
    else if (lookups.nonParentEmails.has(normalizeEmail(email))) errors.push(parentEmailTakenMessage(slot));
  }
  return errors;
}

/** What a chunk needs looked up, gathered once: the SLN ids and parent e-mails it names. */
export function studentRowLookupKeys(rows: readonly StudentRowData[]): { companyIds: number[]; emails: string[] } {
  const companyIds = new Set<number>();
  const emails = new Set<string>();
  for (const row of rows) {
    const id = parseSln(cell(row, "company"));
    if (id !== null) companyIds.add(id);
    for (const slot of STUDENT_PARENT_SLOTS) {
      const email = cell(row, parentColumnKey(slot, "email"));
      if (EMAIL.test(email)) emails.add(normalizeEmail(email));
    }
  }
  return { companyIds: [...companyIds], emails: [...emails] };
}
