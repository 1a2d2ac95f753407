import { router } from "../../trpc.ts";
import { receiveStatementRowsProcedure } from "./receive.ts";
import { statementUploadReportProcedure } from "./report.ts";

/**
 * The statements e-mail upload (docs/product/uploads.md, E-mails and statements), control only: its own
 * protocol of rows posted 10 at a time and sent as they arrive
 * (services/uploads/kinds/statements/receive.ts). The upload itself starts as every upload does
 * (`uploads.start`, kind `statements`).
 */
export const statementsUploadRouter = router({
  receive: receiveStatementRowsProcedure,
  report: statementUploadReportProcedure,
});
