import { z } from "zod";
import { ZInitialPassword } from "../acl/administrators.ts";
import { ZId, ZModuleScoped } from "../common.ts";

/**
 * The school upload (docs/product/uploads.md, Schools): one row per school,
 * created under the district the upload runs in, each with its master administrator.
 *
 * The order is the file's: 13 columns, or 14 with the account type at the end.
 */
export const SCHOOLS_UPLOAD_COLUMNS = [
  { key: "company", label: "School Name", required: true },
  { key: "street", label: "Street" },
  { key: "street2", label: "Street 2" },
  { key: "city", label: "City" },
  { key: "state", label: "State" },
  { key: "zip", label: "Zip", headerWords: ["zip", "postal"] },
  { key: "primary_phone", label: "Primary Phone", headerWords: ["phone"] },
  { key: "mastadmin_email", label: "Master Admin Email", required: true, headerWords: ["email"] },
  { key: "mastadmin_first_name", label: "Master Admin First Name", required: true },
  { key: "mastadmin_last_name", label: "Master Admin Last Name", required: true },
  { key: "mastadmin_phone", label: "Master Admin Phone", headerWords: ["phone"] },
  { key: "external_id", label: "School Locator Number", required: true },
  { key: "company_email", label: "Receipt Email", headerWords: ["email"] },
  { key: "company_type", label: "Account Type" },
] as const satisfies readonly { key: string; label: string; required?: boolean; headerWords?: readonly string[] }[];

export type TSchoolColumnKey = (typeof SCHOOLS_UPLOAD_COLUMNS)[number]["key"];
export const SCHOOL_COLUMN_KEYS: readonly TSchoolColumnKey[] = SCHOOLS_UPLOAD_COLUMNS.map((c) => c.key);

/** A school row has 13 or 14 columns. */
export const SCHOOL_ROW_MIN_COLUMNS = 13;
export const SCHOOL_ROW_MAX_COLUMNS = 14;

/** The header row is recognised by words like these. */
export const SCHOOL_HEADER_WORDS = ["email", "phone", "zip"] as const;

/** Longest text a school cell may hold (a name, an address line). */
export const SCHOOL_CELL_MAX = 200;

/** Account types a row may name (company_type); empty means a school. */
export const SCHOOL_ACCOUNT_TYPES = ["school", "vendor", "business"] as const;
export type TSchoolAccountType = (typeof SCHOOL_ACCOUNT_TYPES)[number];

/**
 * Row messages. The legacy product named "too few / too many" column errors without their
 * wording; these are ours, in the style of the student row messages ("… cannot be empty").
 */
export const SCHOOL_UPLOAD_MESSAGES = {
  tooFewColumns: `This row has too few columns: a school row needs ${SCHOOL_ROW_MIN_COLUMNS} or ${SCHOOL_ROW_MAX_COLUMNS}.`,
  tooManyColumns: `This row has too many columns: a school row needs ${SCHOOL_ROW_MIN_COLUMNS} or ${SCHOOL_ROW_MAX_COLUMNS}.`,
  nameEmpty: "School Name cannot be empty",
  externalIdEmpty: "School Locator Number cannot be empty",
  adminEmailEmpty: "Master Admin Email cannot be empty",
  adminEmailInvalid: "Master Admin Email is not a valid e-mail address",
  adminFirstNameEmpty: "Master Admin First Name cannot be empty",
  adminLastNameEmpty: "Master Admin Last Name cannot be empty",
  receiptEmailInvalid: "Receipt Email is not a valid e-mail address",
  accountTypeInvalid: "Account Type must be school, vendor or business",
  tooLong: (label: string) => `${label} cannot be longer than ${SCHOOL_CELL_MAX} characters`,
  /** The e-mail belongs to an account that is not this school's master administrator. */
  adminEmailTaken: "Master Admin Email already belongs to another account",
  /** Another school of the district (or an earlier row of the file) has the locator number with another name. */
  externalIdInUse: "School Locator Number belongs to another school in this district",
  /** The upload works on a district: schools are created below it. */
  notADistrict: "Schools can only be uploaded into a district.",
  /** The browser's whole-file check names the file line of the first row of a wrong width. */
  onLine: (line: number, message: string) => `Line ${line}: ${message}`,
} as const;

/** welcome_email, password_mode (manual or generated). Chosen on the confirm step. */
export const ZSchoolsProcessOptions = z.object({
  welcomeEmail: z.boolean().default(true),
  password: ZInitialPassword.default({ passwordMode: "generate" }),
});
export type TSchoolsProcessOptions = z.infer<typeof ZSchoolsProcessOptions>;
export type TSchoolsProcessOptionsInput = z.input<typeof ZSchoolsProcessOptions>;

/** The school upload starts in the current company (the district): nothing to choose. */
export const ZSchoolsStartOptions = z.object({}).default({});
export type TSchoolsStartOptions = z.infer<typeof ZSchoolsStartOptions>;

const ZEmailAddress = z.email();
/** The same e-mail rule the forms use, for the row checks in domain. */
export function isEmailAddress(value: string): boolean {
  return ZEmailAddress.safeParse(value).success;
}

/** The schools list: below the actor's own site, or a site of their subtree. */
export const ZSchoolListRequest = ZModuleScoped.extend({ companyId: ZId.optional() });
