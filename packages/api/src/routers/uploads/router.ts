import { router } from "../../trpc.ts";
import { addUploadRowsProcedure } from "./add-rows.ts";
import { cancelUploadProcedure, planUploadProcedure, processUploadProcedure, uploadSummaryProcedure } from "./process.ts";
import { getUploadRowProcedure, listUploadRowsProcedure, removeUploadRowProcedure, updateUploadRowProcedure } from "./rows.ts";
import { startUploadProcedure, uploadStartAccessProcedure } from "./start.ts";

/**
 * The one upload pipeline (docs/product/uploads.md): every kind's page and shims call these with
 * the kind fixed. Access is the `uploadProcedure` rung (resource.ts); the work is services/uploads/core.
 */
export const uploadsRouter = router({
  start: startUploadProcedure,
  startAccess: uploadStartAccessProcedure,
  addRows: addUploadRowsProcedure,
  rows: listUploadRowsProcedure,
  getRow: getUploadRowProcedure,
  updateRow: updateUploadRowProcedure,
  removeRow: removeUploadRowProcedure,
  plan: planUploadProcedure,
  process: processUploadProcedure,
  cancel: cancelUploadProcedure,
  summary: uploadSummaryProcedure,
});
