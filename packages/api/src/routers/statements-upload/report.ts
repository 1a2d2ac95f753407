import { statementUploadReport } from "@paydesk/services";
import { ZStatementKeyRequest } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** key/{key}: rows received, e-mails sent, rows with errors. */
export const statementUploadReportProcedure = controlProcedure
  .input(ZStatementKeyRequest)
  .query(({ ctx, input }) => statementUploadReport(ctx, input.key));
