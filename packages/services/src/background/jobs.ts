/**
 * The services' composition root for background work: every domain's queue, in the order their
 * workers start. Adding a domain's background work is one line here; platform/jobs.ts, which runs
 * the list, knows no domain.
 */
import type pg from "pg";
import { PASSWORD_RESET_QUEUE } from "../auth/password-reset.ts";
import { registerPasswordResetWork } from "../auth/reset-queue.ts";
import { IMAGE_REMOVAL_QUEUE, registerImageRemovalWork } from "../images/queue.ts";
import { ITEM_PAID_STATUS_QUEUE, registerPaidStatusWork } from "../items/catalog/paid-status.ts";
import { MAIL_DELIVERY_QUEUE } from "../platform/mail/nudge.ts";
import { registerMailDeliveryWork } from "../platform/mail/queue.ts";
import { retryFailedEmails } from "../platform/mail/send.ts";
import { MONITOR_RUN_QUEUE, registerMonitorWork } from "../monitors/jobs.ts";
import { jobContext } from "../platform/context.ts";
import { startJobs, type JobDependencies, type JobQueue, type JobWork } from "../platform/jobs.ts";
import { POSTBACK_QUEUE, registerPostbackWork } from "../postbacks/queue.ts";
import { PROMOTION_POST_QUEUE, registerPromotionPostWork } from "../promotions/queue.ts";
import { registerSeriesChargeWork, SERIES_CHARGE_QUEUE } from "../series/jobs.ts";
import { registerUploadWork, UPLOAD_PROCESS_QUEUE } from "../uploads/core/queue.ts";
import { purgeExpiredRows } from "./maintenance.ts";

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

/** Rows that only matter for a while (maintenance.ts), every 15 minutes: one schedule for the whole cluster (pg-boss keeps it and fires it once). */
const purgeExpired: JobWork = {
  queue: JOB_QUEUES.purgeExpired,
  async start(boss, deps, logger) {
    await boss.createQueue(this.queue);
    await boss.schedule(this.queue, "*/15 * * * *");
    await boss.work(this.queue, async () => {
      const purged = await purgeExpiredRows(jobContext(deps));
      logger.info(purged, "expired rows purged");
    });
  },
};

/** Mail the SMTP server refused, tried again every 5 minutes. */
const retryMail: JobWork = {
  queue: JOB_QUEUES.retryMail,
  async start(boss, deps, logger) {
    await boss.createQueue(this.queue);
    await boss.schedule(this.queue, "*/5 * * * *");
    await boss.work(this.queue, async () => {
      const sent = await retryFailedEmails(jobContext(deps));
      if (sent) logger.info({ sent }, "failed e-mails delivered on retry");
    });
  },
};

export const JOB_WORK: readonly JobWork[] = [
  purgeExpired,
  retryMail,
  { queue: JOB_QUEUES.itemPaidStatus, start: registerPaidStatusWork },
  { queue: JOB_QUEUES.seriesCharge, start: registerSeriesChargeWork },
  { queue: JOB_QUEUES.sisPostbacks, start: registerPostbackWork },
  // Also resumes the batches a previous instance left QUEUED or PROCESSING (a boot sweep).
  { queue: JOB_QUEUES.uploadsProcess, start: registerUploadWork },
  // Every monitor, every MONITOR_RUN_MINUTES (default 5).
  { queue: JOB_QUEUES.monitorsRun, start: registerMonitorWork },
  // Image removals, one at a time (a singleton queue); resumes the ones left marked.
  { queue: JOB_QUEUES.imageRemoval, start: registerImageRemovalWork },
  // Scheduled promotion posts, each a job due at its time; resumes the ones left pending.
  { queue: JOB_QUEUES.promotionPost, start: registerPromotionPostWork },
  // Mail queued in a transaction (monitors, reminders) goes out right after it commits.
  { queue: JOB_QUEUES.mailDelivery, start: registerMailDeliveryWork },
  // Links asked for on the public forgot-password form: the form only queues, so it answers alike.
  { queue: JOB_QUEUES.passwordReset, start: registerPasswordResetWork },
];

/** The app's background work on its pool (apps/server's main.ts, and benchmarks that need the real queue). */
export function startJobQueue(pool: pg.Pool, deps: JobDependencies): Promise<JobQueue> {
  return startJobs(pool, deps, JOB_WORK);
}
