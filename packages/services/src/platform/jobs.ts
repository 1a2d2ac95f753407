import type pg from "pg";
import type PgBoss from "pg-boss";
import { ITEM_PAID_STATUS_QUEUE, registerPaidStatusWork } from "../items/catalog/paid-status.ts";
import { retryFailedEmails } from "../mail/send.ts";
import { registerSeriesChargeWork, SERIES_CHARGE_QUEUE } from "../series/jobs.ts";
import { bossOnPool, stopBoss } from "./boss.ts";
import { POSTBACK_QUEUE, registerPostbackWork } from "../postbacks/queue.ts";
import { jobContext, type JobContextDependencies } from "./context.ts";
import { purgeExpiredRows } from "./maintenance.ts";
import { registerUploadWork, UPLOAD_PROCESS_QUEUE } from "../uploads/core/queue.ts";
import { MONITOR_RUN_QUEUE, registerMonitorWork } from "../monitors/jobs.ts";
import { IMAGE_REMOVAL_QUEUE, registerImageRemovalWork } from "../images/queue.ts";
import { PROMOTION_POST_QUEUE, registerPromotionPostWork } from "../promotions/queue.ts";
import { MAIL_DELIVERY_QUEUE } from "../mail/nudge.ts";
import { registerMailDeliveryWork } from "../mail/queue.ts";
import { PASSWORD_RESET_QUEUE } from "../auth/password-reset.ts";
import { registerPasswordResetWork } from "../auth/reset-queue.ts";

/**
 * Background work runs on pg-boss, a job queue kept in PostgreSQL (its own `pgboss` schema), so
 * jobs survive restarts and several server instances share one queue: each job runs once, on
 * whichever instance takes it. Domains add their queues to JOB_QUEUES and a handler below.
 */
export const JOB_QUEUES = {
  purgeExpired: "maintenance.purge-expired",
  retryMail: "mail.retry-failed",
  itemPaidStatus: ITEM_PAID_STATUS_QUEUE,
  seriesCharge: SERIES_CHARGE_QUEUE,
  sisPostbacks: POSTBACK_QUEUE,
  uploadsProcess: UPLOAD_PROCESS_QUEUE,
  monitorsRun: MONITOR_RUN_QUEUE,
  imageRemoval: IMAGE_REMOVAL_QUEUE,
  promotionPost: PROMOTION_POST_QUEUE,
  mailDelivery: MAIL_DELIVERY_QUEUE,
  passwordReset: PASSWORD_RESET_QUEUE,
} as const;

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * `appUrl` is required: jobs make links as requests do (monitor and reminder mail, a school's
 * welcome mail, promotion posts), so the server passes its own public origin (config.appUrl). A
 * default of http://localhost:3000 once put that origin in job mail whatever APP_URL or PORT said.
 */
export interface JobDependencies extends JobContextDependencies {
  logger: JobLogger;
}

/**
 * Start the queue on the app's own pool (pg-boss's custom `db`), so the embedded database still
 * sees a single connection (see @paydesk/db resolve.ts). Each run gets a fresh service context
 * (`jobContext`): nobody acts, from no address, on the clock of that run.
 */
export async function startJobQueue(
  pool: pg.Pool,
  { logger, ...contextDeps }: JobDependencies,
): Promise<JobQueue> {
  const boss = bossOnPool(pool);
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();

  await boss.createQueue(JOB_QUEUES.purgeExpired);
  // One schedule for the whole cluster: pg-boss keeps it in the database and fires it once.
  await boss.schedule(JOB_QUEUES.purgeExpired, "*/15 * * * *");
  await boss.work(JOB_QUEUES.purgeExpired, async () => {
    const purged = await purgeExpiredRows(jobContext(contextDeps));
    logger.info(purged, "expired rows purged");
  });

  await boss.createQueue(JOB_QUEUES.retryMail);
  await boss.schedule(JOB_QUEUES.retryMail, "*/5 * * * *");
  await boss.work(JOB_QUEUES.retryMail, async () => {
    const sent = await retryFailedEmails(jobContext(contextDeps));
    if (sent) logger.info({ sent }, "failed e-mails delivered on retry");
  });

  await registerPaidStatusWork(boss, contextDeps, logger);
  await registerSeriesChargeWork(boss, contextDeps, logger);
  await registerPostbackWork(boss, contextDeps, logger);
  // Also resumes the batches a previous instance left QUEUED or PROCESSING (a boot sweep).
  await registerUploadWork(boss, contextDeps, logger);
  // Every monitor, every MONITOR_RUN_MINUTES (default 5).
  await registerMonitorWork(boss, contextDeps, logger);
  // Image removals, one at a time (singleton queue); resumes the ones left marked.
  await registerImageRemovalWork(boss, contextDeps, logger);
  // Scheduled promotion posts, each a job due at its time; resumes the ones left pending.
  await registerPromotionPostWork(boss, contextDeps, logger);
  // Mail queued in a transaction (monitors, reminders) goes out right after it commits.
  await registerMailDeliveryWork(boss, contextDeps, logger);
  // Links asked for on the public forgot-password form: the form only queues, so it answers alike.
  await registerPasswordResetWork(boss, contextDeps, logger);

  return {
    boss,
    stop: () => stopBoss(boss),
  };
}
