/**
 * The series list (staff `/{module}/series`, the parent's `/parent/series`) and one series with
 * its occurrences: those past with their orders, those to come. The card shows brand and last
 * four only; the token never leaves the server.
 */
import type { OccurrenceStatus, SeriesStatus } from "@paydesk/db";
import { SERIES_PAGE_SIZE, ZSeriesListRequestSchema, type TSeriesListRequest, type TSeriesRequest } from "@paydesk/validators";
import { withTimeZone, withTimeZones } from "../platform/time-zone.ts";
import type { ActorContext } from "../platform/context.ts";
import { assertMaySeeSeries, visibleSeriesFilter } from "./access.ts";

export interface SeriesRow {
  seriesId: number;
  itemId: number;
  itemCode: string;
  title: string;
  companyId: number;
  companyName: string;
  payorName: string;
  payorEmail: string | null;
  totalCents: number;
  nextChargeAt: Date | null;
  remaining: number;
  status: SeriesStatus;
  cardBrand: string | null;
  cardLast4: string | null;
  orderId: number;
  createdAt: Date;
  /** The selling company's zone: its instants are read, and its charge days fall, in it. */
  timeZone: string;
}

export interface SeriesOccurrenceRow {
  occurrenceId: number;
  sequence: number;
  dueOn: string;
  nextAttemptAt: Date;
  status: OccurrenceStatus;
  attempts: number;
  orderId: number | null;
  lastError: string | null;
}

export interface SeriesDetail extends SeriesRow {
  studentName: string | null;
  stoppedAt: Date | null;
  occurrences: SeriesOccurrenceRow[];
}

const ROW_SELECT = {
  id: true,
  itemId: true,
  itemCode: true,
  title: true,
  companyId: true,
  company: { select: { name: true } },
  payerName: true,
  payerEmail: true,
  totalCents: true,
  nextChargeAt: true,
  remaining: true,
  status: true,
  cardBrand: true,
  cardLast4: true,
  orderId: true,
  createdAt: true,
} as const;

type RowRecord = { id: number; company: { name: string }; payerName: string; payerEmail: string | null } & Omit<
  SeriesRow,
  "seriesId" | "companyName" | "payorName" | "payorEmail" | "timeZone"
>;

function toRow({ id, company, payerName, payerEmail, ...rest }: RowRecord): Omit<SeriesRow, "timeZone"> {
  return { ...rest, seriesId: id, companyName: company.name, payorName: payerName, payorEmail: payerEmail };
}

export async function listSeries(ctx: ActorContext, request: TSeriesListRequest): Promise<{ series: SeriesRow[]; total: number; page: number; pageSize: number }> {
  const { module, status, page } = ZSeriesListRequestSchema.parse(request);
  const where = { ...visibleSeriesFilter(ctx.actor, module), ...(status ? { status } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.recurringSeries.findMany({ where, select: ROW_SELECT, orderBy: { id: "desc" }, skip: (page - 1) * SERIES_PAGE_SIZE, take: SERIES_PAGE_SIZE }),
    ctx.db.recurringSeries.count({ where }),
  ]);
  return { series: await withTimeZones(ctx, rows.map(toRow), (row) => row.companyId), total, page, pageSize: SERIES_PAGE_SIZE };
}

export async function getSeries(ctx: ActorContext, { module, seriesId }: TSeriesRequest): Promise<SeriesDetail> {
  await assertMaySeeSeries(ctx.db, ctx.actor, module, seriesId);
  const series = await ctx.db.recurringSeries.findUniqueOrThrow({
    where: { id: seriesId },
    select: {
      ...ROW_SELECT,
      stoppedAt: true,
      studentId: true,
      occurrences: {
        select: { id: true, sequence: true, dueOn: true, nextAttemptAt: true, status: true, attempts: true, orderId: true, lastError: true },
        orderBy: { sequence: "asc" },
      },
    },
  });
  const student = series.studentId
    ? await ctx.db.student.findUnique({ where: { id: series.studentId }, select: { firstName: true, lastName: true } })
    : null;
  const { occurrences, stoppedAt, studentId: _studentId, ...row } = series;
  return {
    ...(await withTimeZone(ctx, toRow(row), row.companyId)),
    studentName: student ? `${student.firstName} ${student.lastName}` : null,
    stoppedAt,
    occurrences: occurrences.map(({ id, dueOn, ...occurrence }) => ({ ...occurrence, occurrenceId: id, dueOn: dueOn.toISOString().slice(0, 10) })),
  };
}
