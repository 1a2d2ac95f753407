/**
 * The end-of-day close-out at the terminal: the staff member's own day (expected figures, the
 * day's current close-out and its history), saving a count (once per day; a recount replaces the
 * current one and keeps it as history), one close-out, and the company's list. Access is the
 * ladder's (closeoutProcedure, terminal and reports rungs); the services keep reads to the
 * actor's own day or the actor's subtree.
 */
import {
  AppError,
  closeoutDifference,
  todayIn,
  type CloseoutExpected,
  type ExpectedCheck,
} from "@paydesk/domain";
import { isUniqueViolation, type Prisma } from "@paydesk/db";
import {
  CLOSEOUT_MESSAGES,
  type TCloseoutCreateRequest,
  type TCloseoutDayRequest,
  type TCloseoutFindRequest,
} from "@paydesk/validators";
import { subtreeFilter } from "../platform/company-scope.ts";
import { actorTimeZone } from "../platform/time-zone.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";
import { expectedForDay } from "./expected.ts";

const CLOSEOUT_SELECT = {
  id: true,
  companyId: true,
  day: true,
  timeZone: true,
  expectedCashCount: true,
  expectedCashCents: true,
  expectedCheckCount: true,
  expectedCheckCents: true,
  expectedChecks: true,
  countedCashCents: true,
  countedCheckCents: true,
  countedCheckCount: true,
  cashDifferenceCents: true,
  checkDifferenceCents: true,
  note: true,
  closedAt: true,
  replacesId: true,
  supersededAt: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true } },
  company: { select: { name: true, path: true } },
} satisfies Prisma.CloseoutSelect;

type CloseoutRow = Prisma.CloseoutGetPayload<{ select: typeof CLOSEOUT_SELECT }>;

export interface CloseoutView {
  closeoutId: number;
  day: string;
  timeZone: string;
  companyId: number;
  companyName: string;
  staff: { userId: number; name: string; email: string };
  expected: CloseoutExpected;
  counted: { cashCents: number; checkCents: number; checkCount: number };
  difference: { cashCents: number; checkCents: number; checkCount: number; totalCents: number };
  note: string;
  closedAt: Date;
  /** This close-out replaced an earlier count of the same day. */
  recount: boolean;
  /** A later recount replaced this one: it is history. */
  supersededAt: Date | null;
}

const dayText = (day: Date) => day.toISOString().slice(0, 10);
const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

function view(row: CloseoutRow): CloseoutView {
  const checks = row.expectedChecks as unknown as ExpectedCheck[];
  return {
    closeoutId: row.id,
    day: dayText(row.day),
    timeZone: row.timeZone,
    companyId: row.companyId,
    companyName: row.company.name,
    staff: { userId: row.user.id, name: `${row.user.firstName} ${row.user.lastName}`.trim(), email: row.user.email },
    expected: {
      cash: { count: row.expectedCashCount, cents: row.expectedCashCents },
      check: { count: row.expectedCheckCount, cents: row.expectedCheckCents, checks },
    },
    counted: { cashCents: row.countedCashCents, checkCents: row.countedCheckCents, checkCount: row.countedCheckCount },
    difference: {
      cashCents: row.cashDifferenceCents,
      checkCents: row.checkDifferenceCents,
      checkCount: row.countedCheckCount - row.expectedCheckCount,
      totalCents: row.cashDifferenceCents + row.checkDifferenceCents,
    },
    note: row.note,
    closedAt: row.closedAt,
    recount: row.replacesId !== null,
    supersededAt: row.supersededAt,
  };
}

/** The day asked for (default today in the company's zone); a day not yet begun is refused. */
async function resolveDay(ctx: ActorTxContext, day: string | undefined): Promise<{ day: string; timeZone: string; today: string }> {
  const timeZone = await actorTimeZone(ctx);
  const today = todayIn(timeZone, ctx.now());
  const chosen = day ?? today;
  if (chosen > today) throw new AppError("BAD_REQUEST", CLOSEOUT_MESSAGES.futureDay, { day: CLOSEOUT_MESSAGES.futureDay });
  return { day: chosen, timeZone, today };
}

const ownDayWhere = (ctx: ActorTxContext, day: string) => ({ companyId: ctx.actor.companyId, userId: ctx.actor.userId, day: dayDate(day) });

export interface CloseoutDay {
  day: string;
  today: string;
  timeZone: string;
  /** What the drawer should hold now. */
  expected: CloseoutExpected;
  /** The day's close-out in force, if the day was closed. */
  current: CloseoutView | null;
  /** Earlier counts of the day, replaced by recounts, newest first. */
  history: CloseoutView[];
}

/** The signed-in staff member's own day: expected figures now, and what was kept of it. */
export async function closeoutDay(ctx: ActorTxContext, input: TCloseoutDayRequest): Promise<CloseoutDay> {
  const { day, timeZone, today } = await resolveDay(ctx, input.day);
  const [expected, rows] = await Promise.all([
    expectedForDay(ctx.db, ctx.actor, { day, timeZone }),
    ctx.db.closeout.findMany({ where: ownDayWhere(ctx, day), select: CLOSEOUT_SELECT, orderBy: [{ closedAt: "desc" }, { id: "desc" }] }),
  ]);
  const views = rows.map(view);
  return { day, today, timeZone, expected, current: views.find((v) => v.supersededAt === null) ?? null, history: views.filter((v) => v.supersededAt !== null) };
}

const alreadyClosed = () => new AppError("CONFLICT", CLOSEOUT_MESSAGES.alreadyClosed);

/**
 * Close out a day: the expected figures are computed in the same transaction as the row is
 * written, so what is kept is exactly what the drawer should have held at that moment. A second
 * close-out of the same day is refused (409) unless it asks for a recount, which marks the current
 * one superseded and links the new one to it; two saves at once meet the partial unique index and
 * the later one gets the same 409.
 */
export async function createCloseout(ctx: ActorContext, input: TCloseoutCreateRequest): Promise<{ message: string; closeout: CloseoutView }> {
  const { day, timeZone } = await resolveDay(ctx, input.day);
  try {
    const closeout = await inTransaction(ctx, async (tx) => {
      const current = await tx.db.closeout.findFirst({ where: { ...ownDayWhere(tx, day), supersededAt: null }, select: { id: true } });
      if (current && !input.recount) throw alreadyClosed();
      if (!current && input.recount) throw new AppError("CONFLICT", CLOSEOUT_MESSAGES.nothingToRecount);
      if (current) {
        // Only the row still current is superseded: a concurrent recount that got there first
        // leaves nothing to update here, and this one is refused rather than forking the history.
        const { count } = await tx.db.closeout.updateMany({ where: { id: current.id, supersededAt: null }, data: { supersededAt: tx.now() } });
        if (count !== 1) throw alreadyClosed();
      }
      const expected = await expectedForDay(tx.db, tx.actor, { day, timeZone });
      const difference = closeoutDifference(expected, input);
      const row = await tx.db.closeout.create({
        data: {
          companyId: tx.actor.companyId,
          userId: tx.actor.userId,
          day: dayDate(day),
          timeZone,
          expectedCashCount: expected.cash.count,
          expectedCashCents: expected.cash.cents,
          expectedCheckCount: expected.check.count,
          expectedCheckCents: expected.check.cents,
          expectedChecks: expected.check.checks as unknown as Prisma.InputJsonValue,
          countedCashCents: input.countedCashCents,
          countedCheckCents: input.countedCheckCents,
          countedCheckCount: input.countedCheckCount,
          cashDifferenceCents: difference.cashCents,
          checkDifferenceCents: difference.checkCents,
          note: input.note,
          closedAt: tx.now(),
          closedById: tx.actor.realUserId,
          replacesId: current?.id ?? null,
        },
        select: CLOSEOUT_SELECT,
      });
      await recordAudit(tx, {
        action: current ? "closeout.recounted" : "closeout.saved",
        entity: "closeout",
        entityId: row.id,
        companyId: row.companyId,
        after: {
          day,
          expected: { cash: { ...expected.cash }, check: { count: expected.check.count, cents: expected.check.cents } },
          counted: { cashCents: input.countedCashCents, checkCents: input.countedCheckCents, checkCount: input.countedCheckCount },
          difference: { ...difference },
        },
      });
      return view(row);
    });
    return { message: input.recount ? CLOSEOUT_MESSAGES.recounted : CLOSEOUT_MESSAGES.saved, closeout };
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyClosed();
    throw error;
  }
}

/**
 * For the close-out rung (api routers/closeout/resource.ts): the close-out named (404 when there is
 * none) and who owns it, which the domain's mayReadCloseout judges. The rung hands the view on, so
 * the procedure does not read it again.
 */
export async function loadCloseoutForAccess(ctx: ActorTxContext, closeoutId: number): Promise<{ closeout: CloseoutView; owner: { userId: number; companyPath: string } }> {
  const row = await ctx.db.closeout.findUnique({ where: { id: closeoutId }, select: CLOSEOUT_SELECT });
  if (!row) throw new AppError("NOT_FOUND", CLOSEOUT_MESSAGES.notFound);
  return { closeout: view(row), owner: { userId: row.user.id, companyPath: row.company.path } };
}

export interface CloseoutList {
  rows: CloseoutView[];
  from: string;
  to: string;
}

/** How far back the list reaches without dates. */
export const CLOSEOUT_LIST_DEFAULT_DAYS = 31;
const CLOSEOUT_LIST_MAX = 500;

/**
 * The close-outs of the actor's subtree (reports.view), newest day first; only the current count
 * of each day unless the history is asked for. Days of the actor's company's zone.
 */
export async function findCloseouts(ctx: ActorTxContext, input: TCloseoutFindRequest): Promise<CloseoutList> {
  const timeZone = await actorTimeZone(ctx);
  const to = input.to ?? todayIn(timeZone, ctx.now());
  const from = input.from ?? shiftDay(to, -(CLOSEOUT_LIST_DEFAULT_DAYS - 1));
  const rows = await ctx.db.closeout.findMany({
    where: {
      company: subtreeFilter(ctx.actor),
      day: { gte: dayDate(from), lte: dayDate(to) },
      ...(input.userId ? { userId: input.userId } : {}),
      ...(input.history ? {} : { supersededAt: null }),
    },
    select: CLOSEOUT_SELECT,
    orderBy: [{ day: "desc" }, { closedAt: "desc" }, { id: "desc" }],
    take: CLOSEOUT_LIST_MAX,
  });
  return { rows: rows.map(view), from, to };
}

function shiftDay(day: string, days: number): string {
  const date = dayDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayText(date);
}
