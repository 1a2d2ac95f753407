/**
 * The worker of the public forgot-password form (registered with the platform's queues in
 * background/jobs.ts): each job makes and mails the link for one address, or does nothing when the
 * address has no usable account. The form itself only queued the job (requestPasswordReset).
 */
import type pg from "pg";
import type PgBoss from "pg-boss";
import { startQueueAlone } from "../platform/boss.ts";
import { jobContext, type JobContextDependencies } from "../platform/context.ts";
import { PASSWORD_RESET_QUEUE, sendQueuedResetLink, type PasswordResetJob } from "./password-reset.ts";

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export async function registerPasswordResetWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(PASSWORD_RESET_QUEUE);
  const work = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work<PasswordResetJob>(PASSWORD_RESET_QUEUE, work, async (jobs) => {
    for (const job of jobs) {
      const sent = await sendQueuedResetLink(jobContext(deps), job.data);
      // The address is not logged: the log would become the list of accounts the form hides.
      if (sent === false) logger.warn({ jobId: job.id }, "reset link stored, mail server refused it (the retry job resends it)");
    }
  });
}

/** This queue alone, without the platform's schedules: for tests. */
export function startPasswordResetQueue(
  pool: pg.Pool,
  deps: JobContextDependencies,
  logger: Logger,
): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerPasswordResetWork(boss, deps, logger, { pollingIntervalSeconds: 0.5 }));
}
