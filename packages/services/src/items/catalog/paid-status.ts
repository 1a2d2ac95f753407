/**
 * The paid / not-paid report of an item (pnp_calc and run-item-pnp, docs/product/items-and-fees.md): one row
 * per student the item is meant for, saying whether an order paid for that student. Recomputed in the
 * background (queue ITEM_PAID_STATUS_QUEUE, registered in background/jobs.ts), because a district item can
 * reach every student of its schools.
 *
 * Who an item is meant for, in our reading of the item's targets: the union of its target rows
 * (grade, teacher, student, school, district, group), never reaching past the item's own company
 * subtree; an item without targets is meant for every student of that subtree. A smart group
 * takes the students of its company's subtree that match every rule it sets (grades, schools),
 * plus the students it names.
 */
import type { DbTx, Prisma } from "@paydesk/db";
import type pg from "pg";
import type PgBoss from "pg-boss";
import { bossOverTransaction, startQueueAlone } from "../../platform/boss.ts";
import { jobContext, type JobContextDependencies, type ServiceContext } from "../../platform/context.ts";
import { groupMemberIds } from "../../groups/members.ts";

export const ITEM_PAID_STATUS_QUEUE = "items.paid-status";

export interface ItemPaidStatusJob {
  itemId: number;
}

/**
 * Put a recompute on the queue inside the caller's transaction, so the job exists exactly when
 * the request that asked for it committed. pg-boss writes the job with its own SQL; an unstarted
 * instance whose queries go through the transaction is enough for that. Null when the queue is
 * not there (no job queue was ever started on this database).
 */
export async function enqueuePaidStatusJob(tx: DbTx, job: ItemPaidStatusJob): Promise<string | null> {
  return bossOverTransaction(tx).send(ITEM_PAID_STATUS_QUEUE, { ...job });
}

interface Logger {
  info(obj: object, msg?: string): void;
}

/** The queue and its worker, on a started pg-boss (startJobQueue registers them in the server). */
export async function registerPaidStatusWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(ITEM_PAID_STATUS_QUEUE);
  await boss.work<ItemPaidStatusJob>(ITEM_PAID_STATUS_QUEUE, options, async (jobs) => {
    for (const job of jobs) {
      const result = await recomputeItemPaidStatus(jobContext(deps), job.data.itemId);
      logger.info({ itemId: job.data.itemId, ...result }, "paid / not paid report computed");
    }
  });
}

/**
 * This queue alone, without the platform's schedules (mail retries, purges): for tests, which
 * share a database with other tests that must not see those jobs run under them. Like the server,
 * it shares the caller's pool, so the embedded database still sees one connection.
 */
export function startPaidStatusQueue(pool: pg.Pool, deps: JobContextDependencies, logger: Logger): Promise<{ stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerPaidStatusWork(boss, deps, logger, { pollingIntervalSeconds: 0.5 }));
}

const underPath = (path: string): Prisma.StudentWhereInput => ({ company: { path: { startsWith: path } } });

/** Prisma filter: the students an item is meant for. */
export async function targetedStudentsWhere(db: DbTx, itemId: number): Promise<Prisma.StudentWhereInput> {
  const item = await db.item.findUniqueOrThrow({
    where: { id: itemId },
    select: {
      company: { select: { path: true } },
      targets: {
        select: {
          kind: true,
          value: true,
          studentId: true,
          targetCompany: { select: { path: true } },
          group: { select: { id: true, company: { select: { path: true } } } },
        },
      },
    },
  });
  const reach: Prisma.StudentWhereInput[] = [];
  for (const target of item.targets) {
    if (target.kind === "GRADE" && target.value) reach.push({ grade: target.value });
    if (target.kind === "TEACHER" && target.value) reach.push({ teacher: target.value });
    if (target.kind === "STUDENT" && target.studentId) reach.push({ id: target.studentId });
    if ((target.kind === "SCHOOL" || target.kind === "DISTRICT") && target.targetCompany)
      reach.push(underPath(target.targetCompany.path));
    // Listed or smart: the groups' one membership test (services/groups/membership-sql.ts).
    if (target.kind === "GROUP" && target.group) {
      reach.push({ id: { in: await groupMemberIds(db, { id: target.group.id, ownerPath: target.group.company.path }) } });
    }
  }
  // Targets of an unusable kind (a grade row without a grade) reach nobody rather than everybody.
  const targeted = item.targets.length === 0 ? {} : { OR: reach.length ? reach : [{ id: -1 }] };
  return { AND: [underPath(item.company.path), targeted] };
}

const CHUNK = 5000;

/** The job: rewrite the item's report rows and stamp pnpComputedAt. */
export async function recomputeItemPaidStatus(ctx: ServiceContext, itemId: number): Promise<{ students: number; paid: number }> {
  const { db } = ctx;
  const exists = await db.item.findUnique({ where: { id: itemId }, select: { id: true } });
  // The item was deleted after the job was queued: nothing to report on.
  if (!exists) return { students: 0, paid: 0 };
  return db.$transaction(
    async (tx) => {
      const students = await tx.student.findMany({ where: await targetedStudentsWhere(tx, itemId), select: { id: true } });
      const paidLines = await tx.orderLine.findMany({
        where: { itemId, studentId: { not: null }, order: { status: { in: ["PAID", "PARTIAL"] } } },
        select: { studentId: true },
        distinct: ["studentId"],
      });
      const paid = new Set(paidLines.map((line) => line.studentId));
      const computedAt = ctx.now();
      await tx.itemPaidStatus.deleteMany({ where: { itemId } });
      for (let i = 0; i < students.length; i += CHUNK) {
        await tx.itemPaidStatus.createMany({
          data: students.slice(i, i + CHUNK).map((s) => ({ itemId, studentId: s.id, paid: paid.has(s.id), computedAt })),
        });
      }
      await tx.item.update({ where: { id: itemId }, data: { pnpComputedAt: computedAt } });
      return { students: students.length, paid: students.filter((s) => paid.has(s.id)).length };
    },
    { timeout: 120_000 },
  );
}
