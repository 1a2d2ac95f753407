/**
 * The postbacks list of the control screens and `GET /control/postbacks/list`
 * (docs/product/control-area.md): newest first, filtered by status, plugin, company (and the sites below it)
 * and the day it was created, paged by keyset on (created_at, id) so a deep page costs what the first does.
 * Control only (the router's rung), so no company scope applies beyond the filter.
 */
import type { Prisma } from "@paydesk/db";
import type { TPostbackList, TPostbackStatus } from "@paydesk/validators";
import { localDayRange } from "@paydesk/domain";
import { companyInScope } from "../../platform/company-scope.ts";
import { reportTimeZone, withTimeZones } from "../../platform/time-zone.ts";
import type { ActorTxContext } from "../../platform/context.ts";
import { postbacksBeingSent } from "../claim.ts";

/** What a row of the list shows (and what the detail adds to). */
export const POSTBACK_ROW_SELECT = {
  id: true,
  orderId: true,
  plugin: true,
  status: true,
  memo: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
  company: { select: { id: true, name: true } },
  // The order's first payment: the transactions list's txn_id (docs/product/reports-and-time-zones.md).
  order: { select: { payerName: true, payments: { select: { id: true }, orderBy: { id: "asc" }, take: 1 } } },
  orderLine: { select: { title: true, amountCents: true, quantity: true } },
} satisfies Prisma.PostbackSelect;

type Row = Prisma.PostbackGetPayload<{ select: typeof POSTBACK_ROW_SELECT }>;

export interface PostbackRow {
  id: number;
  orderId: number;
  /** The transaction (the order's first payment) as the transactions list names it; null for none. */
  paymentId: number | null;
  plugin: string;
  status: TPostbackStatus;
  memo: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  companyId: number;
  companyName: string;
  payerName: string | null;
  title: string;
  amountCents: number;
  /** Someone (the queue, a person) is sending it right now. */
  sending: boolean;
  /** The zone of the postback's company: its instants are read in it. */
  timeZone: string;
}

export function postbackRow(row: Row, sending: Set<number>): Omit<PostbackRow, "timeZone"> {
  return {
    id: row.id,
    orderId: row.orderId,
    paymentId: row.order.payments[0]?.id ?? null,
    plugin: row.plugin,
    status: row.status,
    memo: row.memo,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
    companyId: row.company.id,
    companyName: row.company.name,
    payerName: row.order.payerName,
    title: row.orderLine.title,
    amountCents: row.orderLine.amountCents * row.orderLine.quantity,
    sending: sending.has(row.id),
  };
}

export interface PostbackPage {
  rows: PostbackRow[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

function cursorWhere(after: string | undefined): Prisma.PostbackWhereInput {
  if (!after) return {};
  const [ms, id] = after.split("_").map(Number) as [number, number];
  const at = new Date(ms);
  return { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }] };
}

export async function listPostbacks(ctx: ActorTxContext, input: TPostbackList): Promise<PostbackPage> {
  const company = input.companyId ? await companyInScope(ctx.db, ctx.actor, input.companyId) : null;
  // Days are calendar days of the company filtered on, else of the reader's
  // (docs/product/reports-and-time-zones.md).
  const days = input.from || input.to ? localDayRange(input.from ?? input.to!, input.to ?? input.from!, await reportTimeZone(ctx, company?.id)) : null;
  const where: Prisma.PostbackWhereInput = {
    AND: [
      input.status ? { status: input.status } : {},
      input.plugin ? { plugin: input.plugin } : {},
      company ? { company: { path: { startsWith: company.path } } } : {},
      days
        ? {
            createdAt: {
              ...(input.from ? { gte: days.start } : {}),
              ...(input.to ? { lt: days.end } : {}),
            },
          }
        : {},
      cursorWhere(input.after),
    ],
  };
  const found = await ctx.db.postback.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.pageSize + 1,
    select: POSTBACK_ROW_SELECT,
  });
  const page = found.slice(0, input.pageSize);
  const sending = await postbacksBeingSent(ctx.db, page.map((row) => row.id), ctx.now());
  const last = page.at(-1);
  return {
    rows: await withTimeZones(ctx, page.map((row) => postbackRow(row, sending)), (row) => row.companyId),
    nextCursor: found.length > input.pageSize && last ? `${last.createdAt.getTime()}_${last.id}` : null,
  };
}
