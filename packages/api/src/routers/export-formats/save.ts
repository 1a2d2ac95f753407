import { saveExportFormat } from "@paydesk/services";
import { ZExportFormatSaveRequest } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

export const saveProcedure = controlProcedure
  .input(ZExportFormatSaveRequest)
  .mutation(({ ctx, input }) => saveExportFormat(ctx, input));
