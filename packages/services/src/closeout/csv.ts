/**
 * The close-out CSV: one row per close-out in the columns of CLOSEOUT_CSV_HEADER, amounts as
 * two-decimal dollars (differences signed: counted less expected), the closing time as ISO 8601
 * with the zone's offset (as the transactions export), the expected checks as "number amount"
 * pairs joined by "; ". Cells go through the chart-of-accounts CSV writer, which defuses
 * spreadsheet formulas (a note starting "=" is written "'=").
 */
import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import { CLOSEOUT_CSV_HEADER } from "@paydesk/validators";
import { toCsv } from "../platform/csv.ts";
import type { CloseoutView } from "./closeouts.ts";

export function closeoutCsv(rows: readonly CloseoutView[]): string {
  return toCsv(
    CLOSEOUT_CSV_HEADER,
    rows.map((c) => [
      c.closeoutId,
      c.day,
      c.staff.name,
      c.staff.email,
      isoInZone(c.closedAt, c.timeZone),
      c.expected.cash.count,
      formatDecimalCents(c.expected.cash.cents),
      formatDecimalCents(c.counted.cashCents),
      formatDecimalCents(c.difference.cashCents),
      c.expected.check.count,
      formatDecimalCents(c.expected.check.cents),
      c.counted.checkCount,
      formatDecimalCents(c.counted.checkCents),
      formatDecimalCents(c.difference.checkCents),
      formatDecimalCents(c.difference.totalCents),
      c.expected.check.checks.map((check) => `${check.checkNumber || "(no number)"} ${formatDecimalCents(check.cents)}`).join("; "),
      c.note,
      c.supersededAt ? "recounted" : "current",
    ]),
  );
}

/** The file name of one close-out's CSV, or of a list's. */
export function closeoutFileName(rows: readonly CloseoutView[], range?: { from: string; to: string }): string {
  if (range) return `closeouts-${range.from}-to-${range.to}.csv`;
  const [only] = rows;
  return only ? `closeout-${only.day}-${only.closeoutId}.csv` : "closeouts.csv";
}
