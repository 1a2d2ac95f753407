import { EMAILS_UPLOAD_COLUMNS } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { uploadsRouter } from "../uploads/router.ts";
import { uploadProgressAnswer } from "../uploads/legacy-shims.ts";
import { defineShim, id, list, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof uploadsRouter>;

const SPEC = "docs/product/uploads.md: /control/upload-emails; docs/product/documented-calls.md: e-mail upload";
const COLUMN_KEYS = EMAILS_UPLOAD_COLUMNS.map((column) => column.key);

/** A posted row as the upload stages it: the e-mail columns only, as text. */
function rowData(source: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(COLUMN_KEYS.map((key) => [key, text(source[key]) ?? ""]));
}

const keyed = ({ body, query }: ShimRequest) => ({ module: "control" as const, key: text(body.key ?? query.key) });

/**
 * The control e-mail upload (docs/product/documented-calls.md names the calls, docs/product/uploads.md their
 * shapes), kind `emails` of the uploads pipeline: create (multipart `file`) → table_key, rows `{emails, key}`
 * → each row's errors, process `{key}` → the job's progress.
 */
export const emailsUploadShims = [
  defineShim<Out["start"]>({
    method: "POST",
    path: "/control/upload-emails/create",
    procedure: "uploads.start",
    spec: SPEC,
    upload: { access: "uploads.startAccess" },
    input: () => ({ module: "control", kind: "emails", options: {} }),
    output: (r) => ({ table_key: r.tableKey }),
  }),
  defineShim<Out["addRows"]>({
    method: "POST",
    path: "/control/upload-emails/rows",
    procedure: "uploads.addRows",
    spec: SPEC,
    input: (req) => ({ ...keyed(req), rows: list(req.body.emails).map(rowData), firstRowNo: id(req.body.first_row_no ?? 1) }),
    fieldNames: { rows: "emails", firstRowNo: "first_row_no" },
    output: (r) => ({ rows: r.rows.map((row) => ({ id: row.id, errors: row.errors })) }),
  }),
  defineShim<Out["process"]>({
    method: "POST",
    path: "/control/upload-emails/process",
    procedure: "uploads.process",
    spec: SPEC,
    // The first call queues the job; later calls with the same key report its progress.
    input: (req) => ({ ...keyed(req), options: {} }),
    output: uploadProgressAnswer,
  }),
];
