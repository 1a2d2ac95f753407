export { statementsUploadKind, statementEmailUploadKind, checkStatementRows } from "./kind.ts";
export { beginStatementUpload, receiveStatementRows, statementUploadReport, type StatementReport } from "./receive.ts";
export { STATEMENT_EMAIL_PURPOSE } from "./send.ts";
