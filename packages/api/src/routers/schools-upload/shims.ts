import { SCHOOL_COLUMN_KEYS } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { uploadsRouter } from "../uploads/router.ts";
import { uploadKeyOf as keyed, uploadProgressAnswer, uploadTempRowShims } from "../uploads/legacy-shims.ts";
import { defineShim, flag, id, list, optionalId, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof uploadsRouter>;

/** The school upload's calls live under the schools list (docs/product/documented-calls.md). */
const base = "/:module/settings/schools";

/**
 * A posted row as sent: every field the client named, as text. Unlike a padded row, it keeps the
 * row's own width, which is what the 13-or-14-columns rule checks (an extra field counts).
 */
function rowData(source: Record<string, unknown>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === null || typeof value === "object") continue;
    data[key] = String(value);
  }
  return data;
}

/** The row of an update: its own fields, leaving out the call's `id` and `key`. */
function fieldsOfRow(source: Record<string, unknown>): Record<string, string> {
  const { id: _id, key: _key, ...fields } = source;
  return rowData(fields);
}

/**
 * welcome_email, and the password mode (password_mode, or pass_mode; docs/product/uploads.md): "manual" takes
 * the typed `password` for every new master administrator, anything else generates one each.
 */
function processOptions(body: Record<string, unknown>) {
  const mode = text(body.password_mode ?? body.pass_mode)?.toLowerCase();
  return {
    ...(body.welcome_email === undefined ? {} : { welcomeEmail: flag(body.welcome_email) }),
    password: mode === "manual" ? { passwordMode: "manual", password: text(body.password) ?? "" } : { passwordMode: "generate" },
  };
}

/** The school upload (kind schools of the uploads pipeline). */
export const schoolsUploadShims = [
  defineShim<Out["start"]>({
    method: "POST",
    path: `${base}/create-site-upload`,
    procedure: "uploads.start",
    spec: "docs/product/documented-calls.md: school upload start",
    // A browser sends the CSV (checked: type, size); a tool may start from JSON without one.
    upload: { field: "file", optional: true, access: "uploads.startAccess" },
    // The district the schools go under: the caller's own site unless `company` names one of their subtree.
    input: ({ params, body }) => ({ module: params.module, kind: "schools", companyId: optionalId(body.company), options: {} }),
    fieldNames: { companyId: "company" },
    output: (r) => ({ table_key: r.tableKey }),
  }),
  defineShim<Out["addRows"]>({
    method: "POST",
    path: `${base}/upload-site-rows`,
    procedure: "uploads.addRows",
    spec: "docs/product/documented-calls.md: school upload rows; docs/product/uploads.md: {form, <rows>, key}",
    input: (req) => ({ ...keyed(req), rows: list(req.body.schools ?? req.body.sites ?? req.body.rows).map(rowData), firstRowNo: id(req.body.first_row_no ?? 1) }),
    fieldNames: { rows: "schools", firstRowNo: "first_row_no" },
    output: (r) => ({ rows: r.rows.map((row) => ({ id: row.id, errors: row.errors })) }),
  }),
  // The legacy page calls update-…/{key}/{id}; docs/product/uploads.md names the {key} form with the id
  // in the body: both work.
  ...uploadTempRowShims({ base, noun: "company", columns: SCHOOL_COLUMN_KEYS, rowOf: fieldsOfRow, updateIdInPath: true }),
  defineShim<Out["process"]>({
    method: "POST",
    path: `${base}/process-site-upload`,
    procedure: "uploads.process",
    spec: "docs/product/documented-calls.md: process-site-upload; docs/product/uploads.md: the process answer",
    // The first call queues the job; later calls with the same key report its progress.
    input: (req) => ({ ...keyed(req), options: processOptions(req.body) }),
    fieldNames: { "options.password.password": "password" },
    output: uploadProgressAnswer,
  }),
];
