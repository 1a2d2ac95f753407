import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../root.ts";
import { defineShim, id, text, type ShimRequest } from "../../shims/types.ts";
import { uploadRowHtml } from "../coa-upload/row-html.ts";

type Out = inferRouterOutputs<AppRouter>["uploads"];

/** `:module` from the path and the batch's key from the path, body or query. */
export const uploadKeyOf = ({ params, body, query }: ShimRequest) => ({ module: params.module, key: text(params.key ?? body.key ?? query.key) });

/** A posted row as staged: the kind's columns only, as text. */
export function uploadRowOf(columns: readonly string[], source: Record<string, unknown>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const key of columns) data[key] = text(source[key]) ?? "";
  return data;
}

/**
 * The legacy temp-row calls of one upload (spec 2 §7; CONVENTIONS §8): `get-temp-<noun>-table-row/{key}/{id}`,
 * `update-temp-<noun>-table-row/{key}` `{id, data}` and `remove-temp-<noun>-table-row/{key}/{id}`
 * under `base`, answering `{id, data, error_message (a list), row_html}`. Every kind with these
 * calls differs only by its path, its noun and its columns.
 */
export function uploadTempRowShims({ base, noun, columns }: { base: string; noun: string; columns: readonly string[] }) {
  const answer = (row: Out["getRow"]) => ({ id: row.id, data: row.data, error_message: row.errors, row_html: uploadRowHtml(row, columns) });
  return [
    defineShim<Out["getRow"]>({
      method: "POST",
      path: `${base}/get-temp-${noun}-table-row/:key/:id`,
      procedure: "uploads.getRow",
      spec: `spec 2 §7 get-temp-${noun}-table-row/{key}/{id}`,
      input: (req) => ({ ...uploadKeyOf(req), id: id(req.params.id) }),
      output: answer,
    }),
    defineShim<Out["updateRow"]>({
      method: "POST",
      path: `${base}/update-temp-${noun}-table-row/:key`,
      procedure: "uploads.updateRow",
      spec: `spec 2 §7 update-temp-${noun}-table-row/{key} {id, data}`,
      // The row's fields come inside `data`, or as they are beside `id`.
      input: (req) => {
        const source = req.body.data && typeof req.body.data === "object" ? (req.body.data as Record<string, unknown>) : req.body;
        return { ...uploadKeyOf(req), id: id(req.body.id), data: uploadRowOf(columns, source) };
      },
      output: answer,
    }),
    defineShim<Out["removeRow"]>({
      method: "POST",
      path: `${base}/remove-temp-${noun}-table-row/:key/:id`,
      procedure: "uploads.removeRow",
      spec: `spec 2 §7 remove-temp-${noun}-table-row/{key}/{id}`,
      input: (req) => ({ ...uploadKeyOf(req), id: id(req.params.id) }),
      output: (r) => ({ id: r.id }),
    }),
  ];
}
