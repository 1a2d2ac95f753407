/**
 * The CSV export of the filtered list (GET /{module}/reports/txn/export.csv), one row per order
 * line in the columns of docs/product/reports-and-time-zones.md, so a bookkeeper can post it to the ledger
 * (account and sub account of the chart of accounts, payee) and match a deposit (tender, check number).
 * Streamed: orders are read by keyset pages of EXPORT_BATCH under the list's own filter, each page joined
 * with its lines, and written as they come, so a million orders never sit in memory. The scope and the filter
 * are checked before the first byte, so a refusal is still a 4xx. A mixed order shows only the scope's lines
 * (docs/product/reports-and-time-zones.md: a company counts its own lines).
 */
import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import type { TTransactionFilter, TTransactionStatus } from "@paydesk/validators";
import { csvField, type CsvCell } from "../../platform/csv.ts";
import type { ActorTxContext } from "../../platform/context.ts";
import { runHot } from "../../platform/sql.ts";
import { scopePath, transactionWhere, type Cursor, type SqlFilter } from "./filter.ts";
import { reportRange } from "./range.ts";

const EXPORT_BATCH = 1000;

export const TRANSACTION_CSV_HEADER = [
  "order_id",
  "txn_date",
  "payor",
  "payor_email",
  "student_external_id",
  "student_name",
  "item_code",
  "title",
  "category",
  "account",
  "account_name",
  "sub_account",
  "sub_account_name",
  "payee",
  "method",
  "card_brand",
  "card_last4",
  "check_number",
  "quantity",
  "amount",
  "fee",
  "tax",
  "refunded",
  "status",
] as const;

/** One line of an order as the file shows it. */
export interface TransactionLineRow {
  orderId: number;
  createdAt: Date;
  payerName: string;
  payerEmail: string | null;
  studentExternalId: string | null;
  studentName: string | null;
  itemCode: string;
  title: string;
  category: string | null;
  account: string | null;
  accountName: string | null;
  subAccount: string | null;
  subAccountName: string | null;
  payee: string | null;
  /**
   * The tenders that paid this line, e.g. ["CARD", "CASH"] for a line of an order paid partly by
   * card and the rest in cash (each payment is split over every line of the order).
   */
  methods: string[];
  cardBrand: string | null;
  cardLast4: string | null;
  checkNumber: string | null;
  quantity: number;
  /** Price × quantity, before fee, tax and shipping. */
  amountCents: number;
  feeCents: number;
  taxCents: number;
  refundedCents: number;
  status: TTransactionStatus;
}

/** `zone`: the report's; dates are ISO 8601 with its offset, which a spreadsheet reads as local. */
export function transactionCsvRecord(row: TransactionLineRow, zone: string): string {
  const cells: CsvCell[] = [
    row.orderId,
    isoInZone(row.createdAt, zone),
    row.payerName,
    row.payerEmail,
    row.studentExternalId,
    row.studentName,
    row.itemCode,
    row.title,
    row.category,
    row.account,
    row.accountName,
    row.subAccount,
    row.subAccountName,
    row.payee,
    row.methods.map((m) => m.toLowerCase()).join(" + "),
    row.cardBrand,
    row.cardLast4,
    row.checkNumber,
    row.quantity,
    formatDecimalCents(row.amountCents),
    formatDecimalCents(row.feeCents),
    formatDecimalCents(row.taxCents),
    formatDecimalCents(row.refundedCents),
    row.status,
  ];
  return `${cells.map(csvField).join(",")}\r\n`;
}

interface LineRecord {
  order_id: number;
  created_at: Date;
  status: TTransactionStatus;
  payer_name: string;
  payer_email: string | null;
  line_id: number | null;
  student_external_id: string | null;
  student_name: string | null;
  item_code: string | null;
  title: string | null;
  category: string | null;
  account: string | null;
  account_name: string | null;
  sub_account: string | null;
  sub_account_name: string | null;
  payee: string | null;
  methods: string[] | null;
  card_brand: string | null;
  card_last4: string | null;
  check_number: string | null;
  quantity: number | null;
  amount_cents: number | null;
  fee_cents: number | null;
  tax_cents: number | null;
  refunded_cents: number | null;
}

/**
 * A page of orders under the filter (the list's statement: the (created_at, id) index), joined
 * with their lines of the scope. Each line's tenders are the payments its ledger rows came from
 * (an order without ledger rows, written before the ledger, shows its order's payments); the
 * chart accounts are the line's ledger account when booked, else its item's.
 */
function batchStatement(filter: SqlFilter, limit: number) {
  const all = [...filter.values, limit];
  const text = `
  SELECT o.id AS order_id, o.created_at, o.status::text AS status, o.payer_name, o.payer_email,
         l.id AS line_id, st.external_id AS student_external_id,
         CASE WHEN st.id IS NULL THEN NULL ELSE st.first_name || ' ' || st.last_name END AS student_name,
         coalesce(nullif(l.item_code, ''), i.code) AS item_code, coalesce(nullif(l.title, ''), i.title) AS title,
         cat.name AS category, ca.number AS account, ca.name AS account_name, sca.number AS sub_account, sca.name AS sub_account_name,
         sa.name AS payee, coalesce(lt.methods, ot.methods) AS methods,
         coalesce(lt.card_brand, ot.card_brand) AS card_brand, coalesce(lt.card_last4, ot.card_last4) AS card_last4,
         coalesce(lt.check_number, ot.check_number) AS check_number,
         l.quantity, (l.amount_cents * l.quantity) AS amount_cents, l.fee_cents, l.tax_cents,
         coalesce(lt.refunded, 0)::int AS refunded_cents
  FROM (
    SELECT o.* FROM orders o WHERE ${filter.where}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT $${all.length}
  ) o
  LEFT JOIN (order_lines l JOIN items i ON i.id = l.item_id) ON l.order_id = o.id AND ${filter.inScope("i.company_id")}
  LEFT JOIN students st ON st.id = l.student_id
  LEFT JOIN categories cat ON cat.id = i.category_id
  LEFT JOIN settlement_accounts sa ON sa.id = l.settlement_account_id
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT p.method::text ORDER BY p.method::text) FILTER (WHERE e.refund_id IS NULL) AS methods,
           max(p.card_brand) AS card_brand, max(p.card_last4) AS card_last4, max(p.check_number) AS check_number,
           -sum(e.amount_cents) FILTER (WHERE e.refund_id IS NOT NULL) AS refunded,
           min(e.coa_id) FILTER (WHERE e.kind = 'SALE') AS coa_id
    FROM ledger_entries e JOIN payments p ON p.id = e.payment_id WHERE e.order_line_id = l.id
  ) lt ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT p.method::text ORDER BY p.method::text) AS methods,
           max(p.card_brand) AS card_brand, max(p.card_last4) AS card_last4, max(p.check_number) AS check_number
    FROM payments p WHERE p.order_id = o.id
  ) ot ON true
  LEFT JOIN chart_accounts ca ON ca.id = coalesce(lt.coa_id, i.coa_id)
  LEFT JOIN chart_accounts sca ON sca.id = i.sub_coa_id
  ORDER BY o.created_at DESC, o.id DESC, l.id`;
  return { text, values: all };
}

function rowOf(r: LineRecord): TransactionLineRow {
  return {
    orderId: r.order_id,
    createdAt: r.created_at,
    payerName: r.payer_name,
    payerEmail: r.payer_email,
    studentExternalId: r.student_external_id,
    studentName: r.student_name,
    itemCode: r.item_code ?? "",
    title: r.title ?? "",
    category: r.category,
    account: r.account,
    accountName: r.account_name,
    subAccount: r.sub_account,
    subAccountName: r.sub_account_name,
    payee: r.payee,
    methods: r.methods ?? [],
    cardBrand: r.card_brand,
    cardLast4: r.card_last4,
    checkNumber: r.check_number,
    quantity: r.quantity ?? 0,
    amountCents: r.amount_cents ?? 0,
    feeCents: r.fee_cents ?? 0,
    taxCents: r.tax_cents ?? 0,
    refundedCents: r.refunded_cents ?? 0,
    status: r.status,
  };
}

export interface TransactionExport {
  filename: string;
  /** The file's text, a header line then one chunk per batch of orders. */
  chunks: AsyncGenerator<string>;
}

export async function exportTransactions(ctx: ActorTxContext, input: TTransactionFilter): Promise<TransactionExport> {
  const range = await reportRange(ctx, input);
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  async function* chunks(): AsyncGenerator<string> {
    yield `${TRANSACTION_CSV_HEADER.map(csvField).join(",")}\r\n`;
    let cursor: Cursor | null = null;
    for (;;) {
      const { text, values } = batchStatement(transactionWhere(input, range, path, cursor), EXPORT_BATCH);
      const records = await runHot<LineRecord>(ctx.db, { text }, values);
      const lines = records.filter((r) => r.line_id !== null).map(rowOf);
      if (lines.length) yield lines.map((line) => transactionCsvRecord(line, range.timeZone)).join("");
      const last = records.at(-1);
      // Every order of the page has at least one row (LEFT JOIN), so fewer orders than asked means the last page.
      if (!last || new Set(records.map((r) => r.order_id)).size < EXPORT_BATCH) return;
      cursor = { createdAt: last.created_at, id: last.order_id };
    }
  }
  return { filename: `transactions-${range.from}-to-${range.to}.csv`, chunks: chunks() };
}
