import { getExportFormat } from "@paydesk/services";
import { ZExportFormatGetRequest } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

export const getProcedure = controlProcedure
  .input(ZExportFormatGetRequest)
  .query(({ ctx, input }) => getExportFormat(ctx, input.companyId));
