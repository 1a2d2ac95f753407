export { statementsUploadKind, checkStatementRows } from "./kind.ts";
export { receiveStatementRows, statementUploadReport, type StatementReport } from "./receive.ts";
export { STATEMENT_EMAIL_PURPOSE } from "./send.ts";
