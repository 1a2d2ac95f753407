import { STUDENT_UPLOAD_COLUMN_KEYS } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../root.ts";
import { defineShim, id, list, optionalId, text, type ShimRequest } from "../../shims/types.ts";
import { uploadRowHtml } from "../coa-upload/row-html.ts";

type Out = inferRouterOutputs<AppRouter>["uploads"];

/** Spec 2 §7 "School and student upload", CONVENTIONS §4 and §8: the student calls, kind `students`. */
const base = "/:module/settings/students-and-groups";

/** A posted student as the staged row: the 43 columns as text (parents as parent1_fname … parent4_phone). */
function studentRow(source: Record<string, unknown>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const key of STUDENT_UPLOAD_COLUMN_KEYS) data[key] = text(source[key]) ?? "";
  return data;
}

/** CONVENTIONS §8 temp-row answer: id, data, the row's messages (error_message, a list) and row_html (the coa upload's renderer). */
const tempRow = (row: Out["getRow"]) => ({
  id: row.id,
  data: row.data,
  error_message: row.errors,
  row_html: uploadRowHtml(row, STUDENT_UPLOAD_COLUMN_KEYS),
});

const keyed = ({ params, body, query }: ShimRequest) => ({ module: params.module, key: text(params.key ?? body.key ?? query.key) });

/** The fields the legacy form posts beside the rows (`form`), or at the top level. */
const formOf = (body: Record<string, unknown>) =>
  body.form && typeof body.form === "object" ? { ...(body.form as Record<string, unknown>), ...body } : body;

export const studentsUploadShims = [
  defineShim<Out["start"]>({
    method: "POST",
    path: "/:module/settings/create-student-upload",
    procedure: "uploads.start",
    spec: "spec 2 §7 create-student-upload -> table_key; §5 the school must be selected",
    // `school` (or `company`): the school the students belong to; the upload works on it.
    input: ({ params, body }) => {
      const school = optionalId(formOf(body).school ?? formOf(body).company);
      return { module: params.module, kind: "students", companyId: school, options: { school } };
    },
    fieldNames: { "options.school": "school", companyId: "school" },
    output: (r) => ({ table_key: r.tableKey }),
  }),
  defineShim<Out["addRows"]>({
    method: "POST",
    path: `${base}/upload-student-rows`,
    procedure: "uploads.addRows",
    spec: "CONVENTIONS §4/§8 upload-student-rows {form, students, key}",
    input: (req) => {
      const form = formOf(req.body);
      return { ...keyed(req), rows: list(req.body.students).map(studentRow), firstRowNo: optionalId(form.first_row_no) };
    },
    fieldNames: { rows: "students", firstRowNo: "first_row_no" },
    output: (r) => ({ rows: r.rows.map((row) => ({ id: row.id, errors: row.errors })) }),
  }),
  defineShim<Out["getRow"]>({
    method: "POST",
    path: `${base}/get-temp-student-table-row/:key/:id`,
    procedure: "uploads.getRow",
    spec: "spec 2 §7 get-temp-student-table-row/{key}/{id}",
    input: (req) => ({ ...keyed(req), id: id(req.params.id) }),
    output: tempRow,
  }),
  defineShim<Out["updateRow"]>({
    method: "POST",
    path: `${base}/update-temp-student-table-row/:key`,
    procedure: "uploads.updateRow",
    spec: "spec 2 §7 update-temp-student-table-row/{key} {id, data}",
    input: (req) => {
      const source = req.body.data && typeof req.body.data === "object" ? (req.body.data as Record<string, unknown>) : req.body;
      return { ...keyed(req), id: id(req.body.id), data: studentRow(source) };
    },
    output: tempRow,
  }),
  defineShim<Out["removeRow"]>({
    method: "POST",
    path: `${base}/remove-temp-student-table-row/:key/:id`,
    procedure: "uploads.removeRow",
    spec: "spec 2 §7 remove-temp-student-table-row/{key}/{id}",
    input: (req) => ({ ...keyed(req), id: id(req.params.id) }),
    output: (r) => ({ id: r.id }),
  }),
  defineShim<Out["process"]>({
    method: "POST",
    path: `${base}/process-student-upload`,
    procedure: "uploads.process",
    spec: "spec 2 §7 process-student-upload {key, purge_mode, max_id, number_already_processed, sis_only_mode}; CONVENTIONS §8 confirm: 1",
    // max_id and number_already_processed are the legacy client's own bookkeeping: the job keeps its place itself.
    input: (req) => ({
      ...keyed(req),
      options: { purge_mode: text(req.body.purge_mode) ?? 0, confirm: text(req.body.confirm) ?? false, sis_only_mode: text(req.body.sis_only_mode) ?? false },
    }),
    fieldNames: { "options.purge_mode": "purge_mode", "options.confirm": "confirm", "options.sis_only_mode": "sis_only_mode" },
    output: (p) => ({ progress: p.progress, total: p.total, readyForStep3: p.readyForStep3, max_id: p.maxId, error: p.error }),
  }),
];
