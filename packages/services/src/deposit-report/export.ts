/**
 * The deposit report as a CSV file (GET /{module}/reports/deposit/export.csv): one record per
 * local day, settlement account, account and sub account, a column per tender and the total, so
 * it can be posted to the ledger line by line. The report is one grouped statement (bounded by its
 * days and accounts, never by its orders), read before the first byte so a refusal is still a
 * 4xx; the file is then handed out in chunks, as the transactions export is.
 */
import { depositCsvRecords, DEPOSIT_CSV_HEADER } from "@paydesk/domain";
import type { TDepositReportRequest } from "@paydesk/validators";
import { csvField } from "../platform/csv.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { depositReport } from "./deposit-report.ts";

const RECORDS_PER_CHUNK = 500;

export interface DepositReportExport {
  filename: string;
  chunks: AsyncGenerator<string>;
}

export async function exportDepositReport(ctx: ActorTxContext, input: TDepositReportRequest): Promise<DepositReportExport> {
  const report = await depositReport(ctx, input);
  // Text through the writer that defuses formulas; amounts are numbers ("-3.00" is no formula).
  const lines = depositCsvRecords(report).map((record) => `${[...record.text.map(csvField), ...record.amounts].join(",")}\r\n`);
  async function* chunks(): AsyncGenerator<string> {
    yield `${DEPOSIT_CSV_HEADER.map(csvField).join(",")}\r\n`;
    for (let at = 0; at < lines.length; at += RECORDS_PER_CHUNK) yield lines.slice(at, at + RECORDS_PER_CHUNK).join("");
  }
  return { filename: `deposit-report-${report.from}-to-${report.to}.csv`, chunks: chunks() };
}
