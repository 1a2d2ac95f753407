import type { inferRouterOutputs } from "@trpc/server";
import type { statementsUploadRouter } from "./router.ts";
import type { uploadsRouter } from "../uploads/router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof statementsUploadRouter>;
type UploadsOut = inferRouterOutputs<typeof uploadsRouter>;

const SPEC = "docs/product/uploads.md: statements";

/** `{status, rows, sent, errors}` (docs/product/uploads.md), plus which rows failed and whether it is over. */
const report = (r: Out["report"]) => ({
  key: r.key,
  rows: r.rows,
  sent: r.sent,
  errors: r.errors,
  finished: r.finished,
  error_rows: r.errorRows,
});

/** A form post carries `file_data` as JSON text; a JSON post as the array itself. */
function rowsOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export const statementsUploadShims = [
  defineShim<UploadsOut["start"]>({
    method: "POST",
    path: "/control/statements/email-upload",
    procedure: "uploads.start",
    spec: SPEC,
    // The file is judged after access (missing, empty, not CSV, too big, not UTF-8); its rows come by email-process.
    upload: { access: "uploads.startAccess" },
    input: () => ({ module: "control", kind: "statements", options: {} }),
    output: (r) => ({ key: r.tableKey }),
  }),
  defineShim<Out["receive"]>({
    method: "POST",
    path: "/control/statements/email-process",
    procedure: "statementsUpload.receive",
    spec: SPEC,
    input: ({ body }) => ({
      module: "control",
      key: text(body.key),
      file_data: rowsOf(body.file_data),
      finished: text(body.finished) ?? "no",
      offset: text(body.offset) || undefined,
    }),
    output: report,
  }),
  defineShim<Out["report"]>({
    method: "GET",
    path: "/control/statements/key/:key",
    procedure: "statementsUpload.report",
    spec: SPEC,
    input: ({ params }) => ({ module: "control", key: params.key }),
    output: report,
  }),
];
