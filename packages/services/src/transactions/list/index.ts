export { listTransactions, type TransactionPage, type TransactionRow } from "./list.ts";
export { transactionTotals, type TransactionTotals } from "./totals.ts";
export { exportTransactions, TRANSACTION_CSV_HEADER, type TransactionExport } from "./export.ts";
export { reportRange, resolveRange, type ResolvedRange } from "./range.ts";
