import { COA_UPLOAD_COLUMNS } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../root.ts";
import { defineShim, id, list, optionalId, text, type ShimRequest } from "../../shims/types.ts";
import { uploadRowHtml } from "./row-html.ts";

type Out = inferRouterOutputs<AppRouter>["uploads"];

/** Spec 2 §7: the chart-of-accounts upload's calls live under the list's address. */
const base = "/:module/settings/chart-of-accounts";
const COLUMN_KEYS = COA_UPLOAD_COLUMNS.map((c) => c.key);

/** The row as the CSV has it: only the coa columns, as text. */
function rowData(source: Record<string, unknown>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const key of COLUMN_KEYS) data[key] = text(source[key]) ?? "";
  return data;
}

/** The temp-row answer (spec 2 §7): id, data, the messages (error_message, a list) and row_html. */
function tempRow(row: Out["getRow"]) {
  return { id: row.id, data: row.data, error_message: row.errors, row_html: uploadRowHtml(row, COLUMN_KEYS) };
}

const keyed = ({ params, body, query }: ShimRequest) => ({ module: params.module, key: text(params.key ?? body.key ?? query.key) });

/** Spec 2 §7 "Chart of accounts": the CSV upload's temp rows and processing (kind coa of the uploads pipeline). */
export const coaUploadShims = [
  defineShim<Out["start"]>({
    method: "POST",
    path: `${base}/create-coa-upload`,
    procedure: "uploads.start",
    spec: "spec 2 §2 upload-coa; issue 11 (create-coa-upload)",
    // The file, when sent, is checked (CSV, not empty, UTF-8) before the upload starts; its rows
    // come through upload-coa-rows, parsed by the page as the legacy page did.
    upload: { field: "file" },
    // payee: the settlement account whose chart the file fills (spec 2 §1); coa_type sub for sub accounts.
    input: ({ params, body }) => ({
      module: params.module,
      kind: "coa",
      companyId: optionalId(body.company),
      options: { payeeId: id(body.payee), coaKind: text(body.coa_type)?.toLowerCase() === "sub" ? "SUB" : "PRIMARY" },
    }),
    fieldNames: { "options.payeeId": "payee", companyId: "company" },
    output: (r) => ({ table_key: r.tableKey }),
  }),
  defineShim<Out["addRows"]>({
    method: "POST",
    path: `${base}/upload-coa-rows`,
    procedure: "uploads.addRows",
    spec: "issue 11 (rows posted 500 at a time, like the item upload's {items, key})",
    input: (req) => ({ ...keyed(req), rows: list(req.body.items).map(rowData), firstRowNo: id(req.body.first_row_no ?? 1) }),
    fieldNames: { rows: "items", firstRowNo: "first_row_no" },
    output: (r) => ({ rows: r.rows.map((row) => ({ id: row.id, error_message: row.errors })) }),
  }),
  defineShim<Out["getRow"]>({
    method: "POST",
    path: `${base}/get-temp-coa-table-row/:key/:id`,
    procedure: "uploads.getRow",
    spec: "spec 2 §7 get-temp-coa-table-row",
    input: (req) => ({ ...keyed(req), id: id(req.params.id) }),
    output: tempRow,
  }),
  defineShim<Out["updateRow"]>({
    method: "POST",
    path: `${base}/update-temp-coa-table-row/:key`,
    procedure: "uploads.updateRow",
    spec: "spec 2 §7 update-temp-coa-table-row",
    // The row's fields come as they are (account, name, …) or inside `data`.
    input: (req) => {
      const source = req.body.data && typeof req.body.data === "object" ? (req.body.data as Record<string, unknown>) : req.body;
      return { ...keyed(req), id: id(req.body.id), data: rowData(source) };
    },
    output: tempRow,
  }),
  defineShim<Out["removeRow"]>({
    method: "POST",
    path: `${base}/remove-temp-coa-table-row/:key/:id`,
    procedure: "uploads.removeRow",
    spec: "spec 2 §7 remove-temp-coa-table-row",
    input: (req) => ({ ...keyed(req), id: id(req.params.id) }),
    output: (r) => ({ id: r.id }),
  }),
  defineShim<Out["process"]>({
    method: "GET",
    path: `${base}/process-coa-upload`,
    procedure: "uploads.process",
    spec: "spec 2 §7 process-coa-upload?key",
    // The first call queues the job; the page polls the same address for progress.
    input: (req) => ({ ...keyed(req), options: {} }),
    output: (p) => ({ progress: p.progress, total: p.total, readyForStep3: p.readyForStep3, max_id: p.maxId, error: p.error }),
  }),
];
