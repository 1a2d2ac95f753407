/**
 * The events a monitor reads (docs/product/control-area.md): one company's recent activity from four sources,
 * each event with a process name (what `process_pattern` filters), a text (what the queries
 * match) and a key (what makes a match count once). Process names:
 *
 * | source | process | text | key |
 * |---|---|---|---|
 * | payments (orders) | `payments.terminal`, `payments.online` | `Order #12 PAID 25.00 of 25.00 by Pat Payer (CARD)` | `order:12:PAID` |
 * | postbacks | `postbacks.<plugin>` (e.g. `postbacks.synergy`) | `Postback #3 of order #12 to synergy FAILED after 5 attempts: <last error>` | `postback:3:FAILED` |
 * | upload batches | `uploads.<kind>` (e.g. `uploads.students`) | `Upload #7 (students) FAILED: <error>` | `upload:7:FAILED` |
 * | failed jobs | `jobs.<queue>` (e.g. `jobs.uploads.process`) | `Job uploads.process failed: <error>` | `job:<uuid>` |
 *
 * The status is part of a key, so an order refunded later or a postback that fails after being
 * pending is a new event. A job belongs to a company when its data names one: `companyId`, or a
 * `postbackId` or `batchId` whose row does (the queues of this app); other jobs belong to none.
 */
import type { DbTx } from "@paydesk/db";
import type { MonitorEvent } from "@paydesk/domain";

export interface CompanyEvent extends MonitorEvent {
  key: string;
  at: Date;
}

/** Per source and run: the newest this many (a run every few minutes sees far fewer). */
export const MONITOR_EVENTS_PER_SOURCE = 500;

const dollars = (cents: number) => (cents / 100).toFixed(2);

async function paymentEvents(db: DbTx, companyId: number, since: Date): Promise<CompanyEvent[]> {
  const orders = await db.order.findMany({
    where: { companyId, updatedAt: { gte: since } },
    select: {
      id: true,
      source: true,
      status: true,
      payerName: true,
      totalCents: true,
      paidCents: true,
      updatedAt: true,
      payments: { select: { method: true }, orderBy: { id: "asc" } },
    },
    orderBy: { updatedAt: "desc" },
    take: MONITOR_EVENTS_PER_SOURCE,
  });
  return orders.map((order) => {
    const methods = [...new Set(order.payments.map((p) => p.method))].join(", ");
    return {
      key: `order:${order.id}:${order.status}`,
      process: `payments.${order.source.toLowerCase()}`,
      text: `Order #${order.id} ${order.status} ${dollars(order.paidCents)} of ${dollars(order.totalCents)} by ${order.payerName}${methods ? ` (${methods})` : ""}`,
      at: order.updatedAt,
    };
  });
}

async function postbackEvents(db: DbTx, companyId: number, since: Date): Promise<CompanyEvent[]> {
  const postbacks = await db.postback.findMany({
    where: { companyId, updatedAt: { gte: since } },
    select: { id: true, orderId: true, plugin: true, status: true, attempts: true, lastError: true, memo: true, updatedAt: true },
    orderBy: { updatedAt: "desc" },
    take: MONITOR_EVENTS_PER_SOURCE,
  });
  return postbacks.map((p) => {
    const why = p.lastError ?? p.memo;
    return {
      key: `postback:${p.id}:${p.status}`,
      process: `postbacks.${p.plugin}`,
      text: `Postback #${p.id} of order #${p.orderId} to ${p.plugin} ${p.status} after ${p.attempts} attempts${why ? `: ${why}` : ""}`,
      at: p.updatedAt,
    };
  });
}

async function uploadEvents(db: DbTx, companyId: number, since: Date): Promise<CompanyEvent[]> {
  const batches = await db.uploadBatch.findMany({
    where: { companyId, updatedAt: { gte: since } },
    select: { id: true, kind: true, status: true, error: true, processedRows: true, total: true, updatedAt: true },
    orderBy: { updatedAt: "desc" },
    take: MONITOR_EVENTS_PER_SOURCE,
  });
  return batches.map((b) => ({
    key: `upload:${b.id}:${b.status}`,
    process: `uploads.${b.kind}`,
    text: `Upload #${b.id} (${b.kind}) ${b.status}, ${b.processedRows} of ${b.total} rows${b.error ? `: ${b.error}` : ""}`,
    at: b.updatedAt,
  }));
}

async function failedJobEvents(db: DbTx, companyId: number, since: Date): Promise<CompanyEvent[]> {
  // No queue ever started on this database (scripts, some tests): no jobs to read.
  const [{ ready }] = await db.$queryRaw<[{ ready: boolean }]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`;
  if (!ready) return [];
  const jobs = await db.$queryRaw<{ id: string; name: string; error: string | null; at: Date }[]>`
    SELECT j.id::text AS id, j.name, coalesce(j.output->>'message', j.output::text) AS error, j.completed_on AS at
    FROM pgboss.job j
    LEFT JOIN postbacks p ON p.id = CASE WHEN j.data->>'postbackId' ~ '^[0-9]{1,9}$' THEN (j.data->>'postbackId')::int END
    LEFT JOIN upload_batches u ON u.id = CASE WHEN j.data->>'batchId' ~ '^[0-9]{1,9}$' THEN (j.data->>'batchId')::int END
    WHERE j.state = 'failed' AND j.completed_on >= ${since}
      AND coalesce(CASE WHEN j.data->>'companyId' ~ '^[0-9]{1,9}$' THEN (j.data->>'companyId')::int END, p.company_id, u.company_id) = ${companyId}
    ORDER BY j.completed_on DESC
    LIMIT ${MONITOR_EVENTS_PER_SOURCE}`;
  return jobs.map((job) => ({
    key: `job:${job.id}`,
    process: `jobs.${job.name}`,
    text: `Job ${job.name} failed${job.error ? `: ${job.error}` : ""}`,
    at: job.at,
  }));
}

/** Every source's events of the company changed since `since`, oldest first. */
export async function companyEventsSince(db: DbTx, companyId: number, since: Date): Promise<CompanyEvent[]> {
  const sources = await Promise.all([
    paymentEvents(db, companyId, since),
    postbackEvents(db, companyId, since),
    uploadEvents(db, companyId, since),
    failedJobEvents(db, companyId, since),
  ]);
  return sources.flat().sort((a, b) => a.at.getTime() - b.at.getTime());
}
