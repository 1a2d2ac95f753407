/**
 * The legacy item-upload URLs (docs/product/uploads.md, docs/product/documented-calls.md), each calling one
 * `uploads.*` procedure with the kind fixed to items. The legacy process fields max_id, import_id,
 * number_already_processed and base_item_id are accepted and not needed: the server keeps how far
 * a batch got (processed_up_to), so they are answered, not read; `import_id` answers the batch's id.
 */
import type { inferRouterOutputs } from "@trpc/server";
import type { uploadsRouter } from "../uploads/router.ts";
import { ITEMS_UPLOAD_COLUMNS, UPLOAD_MESSAGES } from "@paydesk/validators";
import { defineShim, flag, id, list, optionalId, text, type ShimRequest } from "../../shims/types.ts";
import { uploadKeyOf, uploadProgressAnswer, uploadRowOf } from "../uploads/legacy-shims.ts";

type Out = inferRouterOutputs<typeof uploadsRouter>;

const base = "/:module/settings/items";

/** A form value or a JSON one: legacy pages post the row number inside `form`. */
function formField(body: Record<string, unknown>, name: string): unknown {
  const form = body.form;
  if (form && typeof form === "object" && !Array.isArray(form)) return (form as Record<string, unknown>)[name] ?? body[name];
  return body[name];
}

const COLUMN_KEYS = ITEMS_UPLOAD_COLUMNS.map((column) => column.key);

/** A row as the documented column names key it: only the item columns, as text (numbers from JSON too). */
const rowData = (source: Record<string, unknown>) => uploadRowOf(COLUMN_KEYS, source);

function startOptions({ body, query }: ShimRequest) {
  const mode = text(body.mode ?? query.mode);
  return {
    mode: mode === "update" ? "update" : "create",
    source: text(body.source),
    itemId: optionalId(body.item_id),
    catalogId: optionalId(body.catalog_id),
    catalogName: text(body.catalog_name),
  };
}

/** The item upload (docs/product/uploads.md, Items). */
export const itemsUploadShims = [
  defineShim<Out["start"]>({
    method: "POST",
    path: `${base}/create-item-upload`,
    procedure: "uploads.start",
    spec: "docs/product/uploads.md: create-item-upload",
    // The legacy page sends the file with the start: it is checked (type, size, encoding) when sent; the
    // rows themselves come parsed by the browser through upload-item-rows.
    upload: { optional: true, access: "uploads.startAccess" },
    input: (req) => ({
      module: req.params.module,
      kind: "items",
      companyId: optionalId(req.body.company_id ?? req.body.company),
      options: startOptions(req),
    }),
    fieldNames: { "options.itemId": "item_id", "options.catalogId": "catalog_id", "options.catalogName": "catalog_name", itemId: "item_id", catalogId: "catalog_id", catalogName: "catalog_name" },
    output: (r) => ({
      table_key: r.tableKey,
      base_item_id: (r.extras as { baseItemId?: number | null }).baseItemId ?? null,
      message: UPLOAD_MESSAGES.started,
    }),
  }),
  defineShim<Out["addRows"]>({
    method: "POST",
    path: `${base}/upload-item-rows`,
    procedure: "uploads.addRows",
    spec: "docs/product/documented-calls.md: upload-item-rows {form, items, key}",
    input: (req) => ({
      ...uploadKeyOf(req),
      rows: list(req.body.items).map(rowData),
      // Without it the rows follow the batch's last one (the legacy page's posts carry no row number).
      firstRowNo: optionalId(formField(req.body, "first_row_no")),
    }),
    fieldNames: { rows: "items", firstRowNo: "first_row_no" },
    output: (r) => ({ rows: r.rows.map((row) => ({ id: row.id, errors: row.errors })) }),
  }),
  defineShim<Out["process"]>({
    method: "POST",
    path: `${base}/process-item-upload`,
    procedure: "uploads.process",
    spec: "docs/product/uploads.md: process-item-upload",
    input: (req) => ({
      ...uploadKeyOf(req),
      options: { purgeMode: text(req.body.purge_mode) ?? "0", confirm: flag(req.body.confirm) },
    }),
    fieldNames: { "options.purgeMode": "purge_mode", "options.confirm": "confirm", purgeMode: "purge_mode" },
    // Every kind's process answer, plus the legacy import_id: the batch the key names is the import.
    output: (r) => ({ ...uploadProgressAnswer(r), import_id: r.batchId }),
  }),
  defineShim<Out["removeRow"]>({
    method: "POST",
    path: `${base}/remove-item-row`,
    procedure: "uploads.removeRow",
    spec: "docs/product/uploads.md: remove-item-row {id, key, remove}",
    // `remove` is the legacy page's confirmation flag; a removal is what this URL does either way.
    input: (req) => ({ ...uploadKeyOf(req), id: id(req.body.id) }),
    output: () => ({}),
  }),
];
