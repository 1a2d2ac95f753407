import { getExportFormat, saveExportFormat } from "@paydesk/services";
import { ZExportFormatGetRequest, ZExportFormatSaveRequest } from "@paydesk/validators";
import { controlProcedure, router } from "../../trpc.ts";

/** /control/company/{id}/ftp-account/files/*: a company's file export format options, control only. */
export const exportFormatsRouter = router({
  get: controlProcedure.input(ZExportFormatGetRequest).query(({ ctx, input }) => getExportFormat(ctx, input.companyId)),
  save: controlProcedure.input(ZExportFormatSaveRequest).mutation(({ ctx, input }) => saveExportFormat(ctx, input)),
});
