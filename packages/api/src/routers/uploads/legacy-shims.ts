import type { inferRouterOutputs } from "@trpc/server";
import type { uploadsRouter } from "./router.ts";
import { defineShim, id, text, type ShimRequest } from "../../shims/types.ts";
import { uploadRowHtml } from "./row-html.ts";

type Out = inferRouterOutputs<typeof uploadsRouter>;

/** `:module` from the path and the batch's key from the path, body or query. */
export const uploadKeyOf = ({ params, body, query }: ShimRequest) => ({ module: params.module, key: text(params.key ?? body.key ?? query.key) });

/** The process call's answer (docs/product/uploads.md, Calls), the same for every kind's legacy process URL. */
export function uploadProgressAnswer(p: Out["process"]) {
  return { progress: p.progress, total: p.total, readyForStep3: p.readyForStep3, max_id: p.maxId, error: p.error };
}

/** A posted row as staged: the kind's columns only, as text. */
export function uploadRowOf(columns: readonly string[], source: Record<string, unknown>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const key of columns) data[key] = text(source[key]) ?? "";
  return data;
}

/**
 * The legacy temp-row calls of one upload (docs/product/uploads.md, Calls):
 * `get-temp-<noun>-table-row/{key}/{id}`, `update-temp-<noun>-table-row/{key}` `{id, data}` and
 * `remove-temp-<noun>-table-row/{key}/{id}` under `base`, answering `{id, data, error_message (a list),
 * row_html}`. Every kind with these calls differs only by its path, its noun and its columns; `rowOf` reads a
 * posted row differently (default: the kind's columns, each as text), `updateIdInPath` also mounts
 * `update-…/{key}/{id}`.
 */
export function uploadTempRowShims({
  base,
  noun,
  columns,
  rowOf = (source) => uploadRowOf(columns, source),
  updateIdInPath = false,
}: {
  base: string;
  noun: string;
  columns: readonly string[];
  rowOf?: (source: Record<string, unknown>) => Record<string, string>;
  updateIdInPath?: boolean;
}) {
  // A kind that stages cell lists (stagedColumns) gives back only the filled cells: the others are "" here.
  const answer = (row: Out["getRow"]) => ({
    id: row.id,
    data: { ...Object.fromEntries(columns.map((key) => [key, ""])), ...row.data },
    error_message: row.errors,
    row_html: uploadRowHtml(row, columns),
  });
  const update = (path: string) =>
    defineShim<Out["updateRow"]>({
      method: "POST",
      path,
      procedure: "uploads.updateRow",
      spec: `docs/product/uploads.md: update-temp-${noun}-table-row/{key} {id, data}`,
      // The row's fields come inside `data`, or as they are beside `id`; the id in the body or the path.
      input: (req) => {
        const source = req.body.data && typeof req.body.data === "object" ? (req.body.data as Record<string, unknown>) : req.body;
        return { ...uploadKeyOf(req), id: id(req.params.id ?? req.body.id), data: rowOf(source) };
      },
      output: answer,
    });
  return [
    defineShim<Out["getRow"]>({
      method: "POST",
      path: `${base}/get-temp-${noun}-table-row/:key/:id`,
      procedure: "uploads.getRow",
      spec: `docs/product/uploads.md: get-temp-${noun}-table-row/{key}/{id}`,
      input: (req) => ({ ...uploadKeyOf(req), id: id(req.params.id) }),
      output: answer,
    }),
    update(`${base}/update-temp-${noun}-table-row/:key`),
    ...(updateIdInPath ? [update(`${base}/update-temp-${noun}-table-row/:key/:id`)] : []),
    defineShim<Out["removeRow"]>({
      method: "POST",
      path: `${base}/remove-temp-${noun}-table-row/:key/:id`,
      procedure: "uploads.removeRow",
      spec: `docs/product/uploads.md: remove-temp-${noun}-table-row/{key}/{id}`,
      input: (req) => ({ ...uploadKeyOf(req), id: id(req.params.id) }),
      output: (r) => ({ id: r.id }),
    }),
  ];
}
