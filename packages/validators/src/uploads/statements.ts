import { z } from "zod";
import { ZModuleScoped } from "../common.ts";
import { PAYMENT_MESSAGES } from "../payments/messages.ts";

/**
 * Statement e-mails (docs/product/uploads.md): rows of {email, name, amount_due,
 * description}, each one a statement e-mail. Two ways in, one set of rules: the control e-mail
 * upload (`/control/upload-emails`, the shared upload wizard, kind `emails`) and the legacy
 * statements page (`/control/statements/email-upload`, rows posted 10 at a time, kind `statements`).
 */
export interface StatementUploadColumn {
  key: "email" | "name" | "amount_due" | "description";
  label: string;
  required?: boolean;
  headerWords?: readonly string[];
}

export const STATEMENTS_UPLOAD_COLUMNS: readonly StatementUploadColumn[] = [
  { key: "email", label: "E-mail", required: true, headerWords: ["email", "e-mail", "mail"] },
  { key: "name", label: "Name", required: true, headerWords: ["name"] },
  { key: "amount_due", label: "Amount due", required: true, headerWords: ["amount", "due", "balance"] },
  { key: "description", label: "Description", headerWords: ["description", "memo", "note"] },
];
/** The control e-mail upload maps the same columns. */
export const EMAILS_UPLOAD_COLUMNS = STATEMENTS_UPLOAD_COLUMNS;

/** Statement rows are posted 10 at a time. */
export const STATEMENT_ROWS_PER_POST = 10;
/** What one email-process call accepts: the page sends 10; a tool may send a little more, never a file. */
export const STATEMENT_ROWS_PER_POST_MAX = 100;
export const STATEMENT_NAME_MAX = 200;
export const STATEMENT_DESCRIPTION_MAX = 1000;
/** Dollar amounts cap at 100000 (docs/product/items-and-fees.md). */
export const STATEMENT_AMOUNT_MAX_CENTS = 10_000_000;

/** The product fixes no statement row message but the e-mail one; the others are ours. */
export const STATEMENT_MESSAGES = {
  /**
   * Quoted exactly (docs/product/checkout-and-payments.md: the receipt e-mail's rule; one message for one
   * rule).
   */
  invalidEmail: PAYMENT_MESSAGES.invalidEmail,
  nameRequired: "Name cannot be empty",
  nameTooLong: `Names are limited to ${STATEMENT_NAME_MAX} characters`,
  amountInvalid: "Amount due must be a dollar amount such as 25.00",
  amountTooLarge: "Amount due cannot be more than 100000.00",
  descriptionTooLong: `Descriptions are limited to ${STATEMENT_DESCRIPTION_MAX} characters`,
  keyUnknown: "This statement upload does not exist. Please upload the file again.",
  alreadyFinished: "This statement upload is finished. Please upload the file again to send more statements.",
  tooManyRows: `Send at most ${STATEMENT_ROWS_PER_POST_MAX} rows at a time.`,
  rowsRequired: "file_data must be a list of rows.",
} as const;

/** The statements page's own file checks (ours). */
export const STATEMENT_FILE_MESSAGES = {
  missingColumns: "The file needs the columns email, name and amount_due (description is optional).",
  noRows: "The file has no statement rows.",
} as const;

/** A cell as tools send it: text or a number ("25.00" or 25), never an object. */
const cell = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((value) => (value === undefined || value === null ? "" : String(value).trim()));

export const ZStatementRow = z.object({ email: cell, name: cell, amount_due: cell, description: cell });
export type TStatementRow = z.infer<typeof ZStatementRow>;

export const ZStatementKey = z.string().trim().min(1, STATEMENT_MESSAGES.keyUnknown).max(100, STATEMENT_MESSAGES.keyUnknown);

/**
 * `POST /control/statements/email-process`. `offset` (ours, optional) is the 0-based position in
 * the file of the chunk's first row: with it a re-sent chunk is recognised by position; without it
 * (a legacy client) by the rows' content.
 */
export const ZStatementProcessRequest = ZModuleScoped.extend({
  key: ZStatementKey,
  file_data: z.array(ZStatementRow, { error: STATEMENT_MESSAGES.rowsRequired }).max(STATEMENT_ROWS_PER_POST_MAX, STATEMENT_MESSAGES.tooManyRows),
  finished: z.enum(["no", "yes"]).default("no"),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type TStatementProcessRequest = z.infer<typeof ZStatementProcessRequest>;

export const ZStatementKeyRequest = ZModuleScoped.extend({ key: ZStatementKey });


/** Neither upload asks anything at start or at processing. */
export const ZStatementUploadOptions = z.object({}).default({});
export type TStatementUploadOptions = z.infer<typeof ZStatementUploadOptions>;
