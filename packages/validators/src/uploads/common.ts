/**
 * What every upload shares — the kind names, the limits, the file messages and the
 * input schemas of the `uploads.*` procedures. Each kind adds its columns, options and row
 * messages in its own file beside this one (validators/uploads/<kind>.ts).
 */
import { z } from "zod";
import { ACL_MESSAGES } from "../acl/messages.ts";
import { ZModuleScoped } from "../common.ts";

export const UPLOAD_KIND_NAMES = ["items", "coa", "schools", "students", "groups", "emails", "statements"] as const;
export const ZUploadKindName = z.enum(UPLOAD_KIND_NAMES);
export type UploadKindName = z.infer<typeof ZUploadKindName>;

export const UPLOAD_LIMITS = {
  /** Rows shown in the preview before mapping (docs/product/uploads.md). */
  previewRows: 10,
  /** Rows posted per `uploads.addRows` call. */
  chunkRows: 500,
  /** The browser parses the file in chunks of this many bytes. */
  parseChunkBytes: 62_914_560,
  /** Ours (README): peers publish none. */
  maxRows: 100_000,
  /** A 100,000-row file of 43 columns is ~40 MB; anything over this is refused before parsing. */
  maxFileBytes: 104_857_600,
  /** Longest text accepted in one cell. */
  maxCellChars: 2_000,
  /** Most columns a row may carry (students have 43). */
  maxColumns: 100,
  /** Rows per page of `uploads.rows`. */
  pageRows: 100,
  maxPageRows: 500,
} as const;

/**
 * Messages every upload may show. The first is the product's (exact, docs/product/uploads.md); the others are
 * ours.
 */
export const UPLOAD_MESSAGES = {
  invalidMimeType: "Invalid Mime type sent, please use text/csv or text/plain (default)",
  emptyFile: "The file is empty. Please choose a CSV file with at least one row.",
  fileTooBig: "The file is too large: files up to 100 MB can be uploaded.",
  notUtf8: "The file is not UTF-8 text. Please save it as \"CSV UTF-8\" and upload it again.",
  tooManyRows: "A file may have at most 100,000 rows. Please split it into smaller files.",
  noFile: "Please choose a file to upload.",
  unreadableUpload: "The upload could not be read. Please choose the file again.",
  unknownUpload: "This upload was not found. Please start the upload again.",
  unknownRow: "This row was not found in the upload.",
  notEditable: "This upload is already being processed: its rows can no longer be changed.",
  processingFailed: "Processing the upload failed. Please try again or contact support.",
  cancelled: "The upload was cancelled.",
  alreadyFinished: "This upload has already finished.",
  unknownKind: "Unknown upload kind.",
  /** The start's answer (create-item-upload answers a message beside the key). */
  started: "Your file was received. Check its rows, then confirm the upload.",
  unknownCompany: "The company for this upload was not found.",
  starterGone: "The user who started this upload can no longer act, so it cannot be processed.",
} as const;

/** The error code the legacy clients read beside the mime-type message (docs/product/uploads.md). */
export const INVALID_MIME_TYPE_CODE = "INVALID_MEMETYPE";

/** Row `rowNo` has `found` cells where the header has `expected`. */
export function wrongColumnCountMessage(rowNo: number, found: number, expected: number): string {
  return `Row ${rowNo} has ${found} columns but the header has ${expected}.`;
}

export const UPLOAD_ROW_MESSAGES = {
  notARow: "A row must be an object of column names and their text.",
  notACellList: "With columns named, a row must be a list of text cells, at most one per column.",
  columnName: "A column name must have 1 to 64 characters.",
  columnTwice: "Each column may be named once.",
  cellNotText: "Every cell must be text.",
  cellTooLong: `A cell may have at most ${UPLOAD_LIMITS.maxCellChars} characters.`,
  tooManyColumns: `A row may have at most ${UPLOAD_LIMITS.maxColumns} columns.`,
} as const;

/** What is wrong with a row: a message, and where below the row (a column key, or the row itself). */
class RowIssue {
  constructor(
    readonly message: string,
    readonly path: string[] = [],
  ) {}
}

/** A cell's problem, or null: text within the length limit. */
const cellProblem = (cell: unknown): string | null =>
  typeof cell !== "string" ? UPLOAD_ROW_MESSAGES.cellNotText : cell.length > UPLOAD_LIMITS.maxCellChars ? UPLOAD_ROW_MESSAGES.cellTooLong : null;

/**
 * A row sent as an object of column key → text, checked in one plain loop over its cells and
 * trimmed in place (the request's own freshly parsed object: no copy for the garbage collector).
 * Answers the row, or the first problem (`path` below the row).
 */
function objectRow(value: unknown): Record<string, string> | RowIssue {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return new RowIssue(UPLOAD_ROW_MESSAGES.notARow);
  const row = value as Record<string, unknown>;
  let columns = 0;
  for (const key in row) {
    if (!Object.hasOwn(row, key)) continue;
    if (++columns > UPLOAD_LIMITS.maxColumns) return new RowIssue(UPLOAD_ROW_MESSAGES.tooManyColumns);
    const cell = row[key];
    const problem = key.length < 1 || key.length > 64 ? UPLOAD_ROW_MESSAGES.columnName : cellProblem(cell);
    if (problem) return new RowIssue(problem, [key]);
    const trimmed = (cell as string).trim();
    if (trimmed !== cell) row[key] = trimmed;
  }
  return row as Record<string, string>;
}

/**
 * A row of the table form: a list of cells, the i-th under `columns[i]` (a shorter row's last cells
 * are empty). Checked and trimmed in place (the request's own freshly parsed array); the service
 * makes the row objects, as the upload's kind stages them (services/uploads/core/rows.ts).
 */
function tableRow(value: unknown, columns: readonly string[]): string[] | RowIssue {
  if (!Array.isArray(value) || value.length > columns.length) return new RowIssue(UPLOAD_ROW_MESSAGES.notACellList);
  for (let i = 0; i < value.length; i++) {
    const cell: unknown = value[i];
    const problem = cellProblem(cell);
    if (problem) return new RowIssue(problem, [columns[i]!]);
    const trimmed = (cell as string).trim();
    if (trimmed !== cell) value[i] = trimmed;
  }
  return value as string[];
}

/** One staged row as an object of column key → its text, trimmed (the form `uploads.updateRow` and the legacy calls send). */
export const ZUploadRow = z.unknown().transform((value, ctx): Record<string, string> => {
  const row = objectRow(value);
  if (!(row instanceof RowIssue)) return row;
  ctx.addIssue({ code: "custom", message: row.message, path: row.path });
  return z.NEVER;
});
export type UploadRowData = Record<string, string>;

/** The batch's `table_key`. A key that names no batch answers 404 (unknownUpload). */
export const ZUploadKey = z.string({ error: UPLOAD_MESSAGES.unknownUpload }).trim().min(1, { error: UPLOAD_MESSAGES.unknownUpload }).max(100, { error: UPLOAD_MESSAGES.unknownUpload });

/** A staged row's id (bigserial; safe as a number far beyond any real table). */
export const ZUploadRowId = z.coerce
  .number({ error: UPLOAD_MESSAGES.unknownRow })
  .int({ error: UPLOAD_MESSAGES.unknownRow })
  .positive({ error: UPLOAD_MESSAGES.unknownRow })
  .max(Number.MAX_SAFE_INTEGER, { error: UPLOAD_MESSAGES.unknownRow });

/** Every call on an existing batch names the module and the key. */
export const ZUploadScoped = ZModuleScoped.extend({ key: ZUploadKey });

export const ZUploadStart = ZModuleScoped.extend({
  /** One of UPLOAD_KIND_NAMES; the service refuses a kind it has no handler for (400). */
  kind: z.string({ error: UPLOAD_MESSAGES.unknownKind }).min(1, { error: UPLOAD_MESSAGES.unknownKind }).max(40, { error: UPLOAD_MESSAGES.unknownKind }),
  /** The company the upload works on; the actor's own when left out. */
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The kind's start options, checked by its `startOptions` schema. */
  options: z.unknown().optional(),
});

/** A column key of the table form: what a row object's keys are. */
const ZUploadColumnKey = z.string({ error: UPLOAD_ROW_MESSAGES.columnName }).min(1, { error: UPLOAD_ROW_MESSAGES.columnName }).max(64, { error: UPLOAD_ROW_MESSAGES.columnName });

/**
 * Up to 500 rows, in one of two forms. Objects keyed by column (the legacy calls, and rows as the
 * API's callers hold them), or the table form the wizard sends: `columns` once and each row a
 * list of cells in that order. The table form is a third of the bytes of a 43-column student
 * chunk (the student bench: parsing the JSON, the shim's copy of every row and the garbage they
 * make were most of the app's CPU per post). Every bad row is reported at its index.
 */
export const ZUploadAddRows = ZUploadScoped.extend({
  columns: z
    .array(ZUploadColumnKey)
    .min(1, { error: UPLOAD_ROW_MESSAGES.columnName })
    .max(UPLOAD_LIMITS.maxColumns, { error: UPLOAD_ROW_MESSAGES.tooManyColumns })
    .refine((columns) => new Set(columns).size === columns.length, { error: UPLOAD_ROW_MESSAGES.columnTwice })
    .optional(),
  rows: z.array(z.unknown()).min(1).max(UPLOAD_LIMITS.chunkRows, { error: `At most ${UPLOAD_LIMITS.chunkRows} rows may be sent at once.` }),
  /**
   * The file line of rows[0] (1 = first data row); the others follow in order. Left out (legacy
   * shims send none): right after the batch's last staged row.
   */
  firstRowNo: z.coerce.number().int().positive().max(UPLOAD_LIMITS.maxRows + 1).optional(),
}).transform(({ columns, rows, ...rest }, ctx): UploadChunk<typeof rest> => {
  const checked: (Record<string, string> | string[])[] = new Array(rows.length);
  let valid = true;
  for (let i = 0; i < rows.length; i++) {
    const row = columns ? tableRow(rows[i], columns) : objectRow(rows[i]);
    if (row instanceof RowIssue) {
      ctx.addIssue({ code: "custom", message: row.message, path: ["rows", i, ...row.path] });
      valid = false;
    } else checked[i] = row;
  }
  if (!valid) return z.NEVER;
  return columns ? { ...rest, columns, rows: checked as string[][] } : { ...rest, rows: checked as Record<string, string>[] };
});

/** A checked chunk: rows keyed by column, or the table form's columns and cell lists. */
export type UploadChunk<Rest = object> = Rest & ({ columns?: undefined; rows: UploadRowData[] } | { columns: string[]; rows: string[][] });

export const ZUploadRowsPage = ZUploadScoped.extend({
  onlyErrors: z.boolean().optional(),
  /** The last row id of the previous page. */
  cursor: ZUploadRowId.optional(),
  limit: z.coerce.number().int().positive().max(UPLOAD_LIMITS.maxPageRows).optional(),
});

export const ZUploadRowScoped = ZUploadScoped.extend({ id: ZUploadRowId });

export const ZUploadUpdateRow = ZUploadRowScoped.extend({ data: ZUploadRow });

/** plan and process: the kind's process options, checked by its `processOptions` schema. */
export const ZUploadWithOptions = ZUploadScoped.extend({ options: z.unknown().optional() });

/** process: also `retry`, to queue a FAILED batch again (it resumes after the rows applied). */
export const ZUploadProcess = ZUploadWithOptions.extend({ retry: z.boolean().optional() });

export type TUploadStart = z.infer<typeof ZUploadStart>;
export type TUploadAddRows = z.infer<typeof ZUploadAddRows>;
export type TUploadRowsPage = z.infer<typeof ZUploadRowsPage>;
export type TUploadUpdateRow = z.infer<typeof ZUploadUpdateRow>;

export const UPLOAD_STATUSES = ["STAGING", "QUEUED", "PROCESSING", "DONE", "CANCELLED", "FAILED"] as const;
export type UploadStatusName = (typeof UPLOAD_STATUSES)[number];

/**
 * The school and student uploads: row removal and update failures say "Something went
 * wrong while …" (the legacy product elided the rest; it is completed here in the words of the item and
 * chart-of-accounts uploads' "Something went wrong while removing this Item. Please try again."),
 * and a failure inside a dialog says "Error Occurred!! Please try again." (the access pages' dialog
 * error, quoted once there).
 */
function rowFailures(noun: string) {
  return {
    removeRow: `Something went wrong while removing this ${noun}. Please try again.`,
    updateRow: `Something went wrong while updating this ${noun}. Please try again.`,
    dialog: ACL_MESSAGES.dialogError,
  } as const;
}

export const SCHOOL_UPLOAD_FAILURES = rowFailures("school");
export const STUDENT_UPLOAD_FAILURES = rowFailures("student");
