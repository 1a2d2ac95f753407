/**
 * The student upload kind (docs/product/uploads.md, Students): 43 columns, students
 * upserted by (company, Student ID), parents 1-4 created or matched by e-mail and linked, purge
 * modes 0/1/2 and sis-only mode. See docs/ARCHITECTURE.md "Student upload".
 */
import { AppError } from "@paydesk/domain";
import {
  STUDENT_UPLOAD_SELECT_SCHOOL,
  ZStudentUploadProcessOptions,
  ZStudentUploadStartOptions,
  type TStudentUploadProcessOptions,
  type TStudentUploadStartOptions,
} from "@paydesk/validators";
import { defineUploadKind } from "../../core/kind.ts";
import { applyStudentRange, prepareStudentRange } from "./apply.ts";
import { checkStudentRows } from "./check.ts";
import { planStudentUpload } from "./plan.ts";
import { purgeStudents } from "./purge.ts";
import { STUDENT_STAGED_COLUMNS } from "./source.ts";

export const studentsUploadKind = defineUploadKind<TStudentUploadStartOptions, TStudentUploadProcessOptions>({
  kind: "students",
  startOptions: ZStudentUploadStartOptions,
  processOptions: ZStudentUploadProcessOptions,
  // The core has already checked that the company is in the actor's subtree; the school chosen
  // must be that company (every SLN must then lie in its subtree).
  async start(_ctx, { companyId, options }) {
    if (options.school !== companyId) throw new AppError("BAD_REQUEST", STUDENT_UPLOAD_SELECT_SCHOOL, { school: STUDENT_UPLOAD_SELECT_SCHOOL });
    return {};
  },
  // Staged as cell lists; every statement reads a cell with coalesce(data->>i, '').
  stagedColumns: STUDENT_STAGED_COLUMNS,
  checkRows: checkStudentRows,
  plan: planStudentUpload,
  // Two ranges in flight: the next range's students while this one's parents are written (the
  // student bench: PostgreSQL's processing was one busy backend beside an idle core).
  prepareRange: prepareStudentRange,
  applyRange: applyStudentRange,
  rangeWorkers: 2,
  finish: purgeStudents,
});
