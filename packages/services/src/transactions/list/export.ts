/**
 * The CSV export of the filtered list (GET /{module}/reports/txn/export.csv). Streamed: rows are
 * read by keyset pages of EXPORT_BATCH through the list's own statement and written as they come,
 * so a million orders never sit in memory and every batch is an index range like a list page.
 * The scope and the filter are checked before the first byte, so a refusal is still a 4xx.
 */
import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import type { TTransactionFilter } from "@paydesk/validators";
import { csvField, type CsvCell } from "../../coa/csv.ts";
import type { ActorTxContext } from "../../platform/context.ts";
import { scopePath, type Cursor } from "./filter.ts";
import { fetchTransactionPage, type TransactionRow } from "./list.ts";
import { reportRange } from "./range.ts";

const EXPORT_BATCH = 1000;

export const TRANSACTION_CSV_HEADER = [
  "Order ID",
  "Payment ID",
  "Date",
  "Status",
  "Method",
  "Amount",
  "Refunded",
  "Order total",
  "Payor",
  "Payor e-mail",
  "Card last four",
  "Items",
  "Payee",
  "Company",
] as const;

/** `zone`: the report's; dates are ISO 8601 with its offset, which a spreadsheet reads as local. */
export function transactionCsvRecord(row: TransactionRow, zone: string): string {
  const cells: CsvCell[] = [
    row.orderId,
    row.paymentId,
    isoInZone(row.createdAt, zone),
    row.status,
    row.methods.map((m) => m.toLowerCase()).join(" + "),
    formatDecimalCents(row.amountCents),
    formatDecimalCents(row.refundedCents),
    formatDecimalCents(row.totalCents),
    row.payerName,
    row.payerEmail,
    row.cardLast4,
    row.items.join("; "),
    row.payees.join("; "),
    row.companyName,
  ];
  return `${cells.map(csvField).join(",")}\r\n`;
}

export interface TransactionExport {
  filename: string;
  /** The file's text, a header line then one chunk per batch of rows. */
  chunks: AsyncGenerator<string>;
}

export async function exportTransactions(ctx: ActorTxContext, input: TTransactionFilter): Promise<TransactionExport> {
  const range = await reportRange(ctx, input);
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  const filter = { ...input, pageSize: EXPORT_BATCH };
  async function* chunks(): AsyncGenerator<string> {
    yield `${TRANSACTION_CSV_HEADER.map(csvField).join(",")}\r\n`;
    let cursor: Cursor | null = null;
    for (;;) {
      const page = await fetchTransactionPage(ctx, filter, range, path, cursor);
      if (page.rows.length) yield page.rows.map((row) => transactionCsvRecord(row, range.timeZone)).join("");
      const last = page.rows.at(-1);
      if (!page.nextCursor || !last) return;
      cursor = { createdAt: last.createdAt, id: last.orderId };
    }
  }
  return { filename: `transactions-${range.from}-to-${range.to}.csv`, chunks: chunks() };
}
