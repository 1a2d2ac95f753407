import { router } from "../../trpc.ts";
import { beginStatementUploadProcedure } from "./begin.ts";
import { receiveStatementRowsProcedure } from "./receive.ts";
import { statementUploadReportProcedure } from "./report.ts";

/**
 * The statements e-mail upload (spec 3 §4, §7; CONVENTIONS §8), control only: its own protocol of
 * rows posted 10 at a time and sent as they arrive (services/uploads/kinds/statements/receive.ts).
 */
export const statementsUploadRouter = router({
  begin: beginStatementUploadProcedure,
  receive: receiveStatementRowsProcedure,
  report: statementUploadReportProcedure,
});
