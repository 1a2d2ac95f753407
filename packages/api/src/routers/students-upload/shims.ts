import { STUDENT_UPLOAD_COLUMN_KEYS } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { uploadsRouter } from "../uploads/router.ts";
import { defineShim, list, optionalId, text } from "../../shims/types.ts";
import { uploadKeyOf as keyed, uploadProgressAnswer, uploadRowOf, uploadTempRowShims } from "../uploads/legacy-shims.ts";

type Out = inferRouterOutputs<typeof uploadsRouter>;

/** The student upload's calls, kind `students` (docs/product/uploads.md, docs/product/documented-calls.md). */
const base = "/:module/settings/students-and-groups";

/** A posted student as the staged row: the 43 columns as text (parents as parent1_fname … parent4_phone). */
const studentRow = (source: Record<string, unknown>) => uploadRowOf(STUDENT_UPLOAD_COLUMN_KEYS, source);

/** The fields the legacy form posts beside the rows (`form`), or at the top level. */
const formOf = (body: Record<string, unknown>) =>
  body.form && typeof body.form === "object" ? { ...(body.form as Record<string, unknown>), ...body } : body;

export const studentsUploadShims = [
  defineShim<Out["start"]>({
    method: "POST",
    path: "/:module/settings/create-student-upload",
    procedure: "uploads.start",
    spec: "docs/product/uploads.md: create-student-upload -> table_key; the school must be selected",
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
    spec: "docs/product/documented-calls.md: upload-student-rows {form, students, key}",
    input: (req) => {
      const form = formOf(req.body);
      return { ...keyed(req), rows: list(req.body.students).map(studentRow), firstRowNo: optionalId(form.first_row_no) };
    },
    fieldNames: { rows: "students", firstRowNo: "first_row_no" },
    output: (r) => ({ rows: r.rows.map((row) => ({ id: row.id, errors: row.errors })) }),
  }),
  ...uploadTempRowShims({ base, noun: "student", columns: STUDENT_UPLOAD_COLUMN_KEYS }),
  defineShim<Out["process"]>({
    method: "POST",
    path: `${base}/process-student-upload`,
    procedure: "uploads.process",
    spec: "docs/product/uploads.md: process-student-upload {key, purge_mode, max_id, number_already_processed, sis_only_mode, confirm: 1}",
    // max_id and number_already_processed are the legacy client's own bookkeeping: the job keeps its place itself.
    input: (req) => ({
      ...keyed(req),
      options: { purge_mode: text(req.body.purge_mode) ?? 0, confirm: text(req.body.confirm) ?? false, sis_only_mode: text(req.body.sis_only_mode) ?? false },
    }),
    fieldNames: { "options.purge_mode": "purge_mode", "options.confirm": "confirm", "options.sis_only_mode": "sis_only_mode" },
    output: uploadProgressAnswer,
  }),
];
