/**
 * The collections list's one read: the three sources of money still owed, as rows of one
 * shape, without the rows staff resolved. Partial orders are read where they live (orders PARTIAL,
 * a partial index keeps it small), so paying the rest takes a row off the list with no extra write.
 */
import { Prisma, type DbTx } from "@paydesk/db";
import type { TCollectionSource } from "@paydesk/validators";

export interface DueRow {
  source: TCollectionSource;
  sourceId: number;
  companyId: number;
  companyName: string;
  orderId: number;
  payerName: string;
  payerEmail: string | null;
  payerUserId: number | null;
  what: string;
  amountCents: number;
  since: Date;
  reminders: number;
  lastRemindedAt: Date | null;
}

export interface DueFilter {
  companyId?: number | undefined;
  source?: TCollectionSource | undefined;
  /** Part of the payer's name or e-mail, any case. */
  search?: string | undefined;
  /** One row (the actions). */
  ref?: { source: TCollectionSource; sourceId: number } | undefined;
}

/** Every source's rows still due, one shape; `source` as text so the three parts union. */
const DUE = Prisma.sql`
  SELECT 'PARTIAL_ORDER' AS source, o.id AS source_id, o.company_id, o.id AS order_id, o.payer_name, o.payer_email,
         o.payer_user_id, COALESCE((SELECT string_agg(l.title, ', ' ORDER BY l.id) FROM order_lines l WHERE l.order_id = o.id), '') AS what,
         o.total_cents - o.paid_cents AS amount_cents, o.created_at AS since
    FROM orders o
   WHERE o.status = 'PARTIAL' AND o.total_cents > o.paid_cents
  UNION ALL
  SELECT 'FAILED_CHARGE', so.id, s.company_id, s.order_id, s.payer_name, s.payer_email, s.payer_user_id,
         s.title || ' (charge ' || so.sequence || ')', s.total_cents, so.updated_at
    FROM series_occurrences so JOIN recurring_series s ON s.id = so.series_id
   WHERE so.status = 'FAILED'
  UNION ALL
  SELECT 'RETURNED_CHECK', cr.id, cr.company_id, cr.order_id, o.payer_name, o.payer_email, o.payer_user_id,
         'Returned check' || COALESCE(' ' || p.check_number, ''), cr.amount_cents, cr.created_at
    FROM check_returns cr JOIN payments p ON p.id = cr.payment_id JOIN orders o ON o.id = cr.order_id`;

function conditions(filter: DueFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [
    Prisma.sql`NOT EXISTS (SELECT 1 FROM collection_outcomes x WHERE x.source::text = d.source AND x.source_id = d.source_id)`,
  ];
  if (filter.companyId !== undefined) parts.push(Prisma.sql`d.company_id = ${filter.companyId}`);
  if (filter.source !== undefined) parts.push(Prisma.sql`d.source = ${filter.source}`);
  if (filter.ref !== undefined) parts.push(Prisma.sql`d.source = ${filter.ref.source} AND d.source_id = ${filter.ref.sourceId}`);
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(Prisma.sql`(d.payer_name ILIKE ${like} OR d.payer_email ILIKE ${like})`);
  }
  return Prisma.join(parts, " AND ");
}

interface RawRow {
  source: TCollectionSource;
  source_id: number;
  company_id: number;
  company_name: string;
  order_id: number;
  payer_name: string;
  payer_email: string | null;
  payer_user_id: number | null;
  what: string;
  amount_cents: number;
  since: Date;
  reminders: number;
  last_reminded_at: Date | null;
}

/** The rows still due, oldest first. */
export async function dueRows(db: DbTx, filter: DueFilter = {}): Promise<DueRow[]> {
  const rows = await db.$queryRaw<RawRow[]>`
    SELECT d.source, d.source_id, d.company_id, c.name AS company_name, d.order_id, d.payer_name, d.payer_email,
           d.payer_user_id, d.what, d.amount_cents::int AS amount_cents, d.since, r.reminders, r.last_reminded_at
      FROM (${DUE}) d
      JOIN companies c ON c.id = d.company_id
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS reminders, max(m.created_at) AS last_reminded_at
          FROM collection_reminders m WHERE m.source::text = d.source AND m.source_id = d.source_id
      ) r ON true
     WHERE ${conditions(filter)}
     ORDER BY d.since ASC, d.source, d.source_id`;
  return rows.map((row) => ({
    source: row.source,
    sourceId: row.source_id,
    companyId: row.company_id,
    companyName: row.company_name,
    orderId: row.order_id,
    payerName: row.payer_name,
    payerEmail: row.payer_email,
    payerUserId: row.payer_user_id,
    what: row.what,
    amountCents: row.amount_cents,
    since: row.since,
    reminders: row.reminders,
    lastRemindedAt: row.last_reminded_at,
  }));
}

/** How many rows are due and how much they come to, for the operations home (no row is read out). */
export async function dueTotals(db: DbTx): Promise<{ count: number; amountCents: number }> {
  const [row] = await db.$queryRaw<{ count: number; amount_cents: bigint | null }[]>`
    SELECT count(*)::int AS count, sum(d.amount_cents)::bigint AS amount_cents
      FROM (${DUE}) d
     WHERE ${conditions({})}`;
  return { count: row?.count ?? 0, amountCents: Number(row?.amount_cents ?? 0) };
}
