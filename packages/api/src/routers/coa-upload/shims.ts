import { COA_UPLOAD_COLUMNS } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { uploadsRouter } from "../uploads/router.ts";
import { defineShim, id, list, optionalId, text } from "../../shims/types.ts";
import { uploadKeyOf as keyed, uploadProgressAnswer, uploadRowOf, uploadTempRowShims } from "../uploads/legacy-shims.ts";

type Out = inferRouterOutputs<typeof uploadsRouter>;

/** The chart-of-accounts upload's calls live under the list's address (docs/product/documented-calls.md). */
const base = "/:module/settings/chart-of-accounts";
const COLUMN_KEYS = COA_UPLOAD_COLUMNS.map((c) => c.key);

/**
 * The chart of accounts' CSV upload: its temp rows and processing
 * (kind coa of the uploads pipeline; docs/product/uploads.md).
 */
export const coaUploadShims = [
  defineShim<Out["start"]>({
    method: "POST",
    path: `${base}/create-coa-upload`,
    procedure: "uploads.start",
    spec: "docs/product/documented-calls.md: create-coa-upload",
    // The file, when sent, is checked (CSV, not empty, UTF-8) before the upload starts; its rows
    // come through upload-coa-rows, parsed by the page as the legacy page did.
    upload: { field: "file", access: "uploads.startAccess" },
    // payee: the settlement account whose chart the file fills (without one, the company's default:
    // docs/product/chart-of-accounts.md); coa_type sub for sub accounts.
    input: ({ params, body }) => ({
      module: params.module,
      kind: "coa",
      companyId: optionalId(body.company),
      options: { payeeId: optionalId(body.payee), coaKind: text(body.coa_type)?.toLowerCase() === "sub" ? "SUB" : "PRIMARY" },
    }),
    fieldNames: { "options.payeeId": "payee", companyId: "company" },
    output: (r) => ({ table_key: r.tableKey }),
  }),
  defineShim<Out["addRows"]>({
    method: "POST",
    path: `${base}/upload-coa-rows`,
    procedure: "uploads.addRows",
    spec: "docs/product/uploads.md: rows posted 500 at a time, like the item upload's {items, key}",
    input: (req) => ({ ...keyed(req), rows: list(req.body.items).map((row) => uploadRowOf(COLUMN_KEYS, row)), firstRowNo: id(req.body.first_row_no ?? 1) }),
    fieldNames: { rows: "items", firstRowNo: "first_row_no" },
    // Row calls answer each row's messages as `errors`, as every other upload does (docs/product/uploads.md).
    output: (r) => ({ rows: r.rows.map((row) => ({ id: row.id, errors: row.errors })) }),
  }),
  ...uploadTempRowShims({ base, noun: "coa", columns: COLUMN_KEYS }),
  defineShim<Out["process"]>({
    method: "GET",
    path: `${base}/process-coa-upload`,
    procedure: "uploads.process",
    spec: "docs/product/uploads.md: process-coa-upload?key",
    // The first call queues the job; the page polls the same address for progress.
    input: (req) => ({ ...keyed(req), options: {} }),
    output: uploadProgressAnswer,
  }),
];
