/**
 * The forgot-password form only queues a job (auth.password-reset); these helpers let a test play
 * that job's worker for its own addresses. Test files share one database and run side by side, so a
 * worker polling the whole queue would take other files' jobs and mail them through its own
 * transport: here a test claims exactly the jobs queued for its address, as a worker would (created
 * to completed), and runs the worker's own function on each job's data.
 */
import { createPool, type Db } from "@paydesk/db";
import {
  jobContext,
  PASSWORD_RESET_QUEUE,
  sendQueuedResetLink,
  startQueueAlone,
  type JobContextDependencies,
  type PasswordResetJob,
} from "@paydesk/services";

/** Create pg-boss's schema and the queue (as the server's start does), so the form's job is kept. */
export async function preparePasswordResetQueue(databaseUrl: string): Promise<void> {
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const queue = await startQueueAlone(pool, async (boss) => {
      await boss.createQueue(PASSWORD_RESET_QUEUE);
    });
    await queue.stop();
  } finally {
    await pool.end();
  }
}

/** The jobs queued for `email` and not yet run (the form normalises the address: lower case, trimmed). */
export async function queuedPasswordResets(db: Db, email: string): Promise<PasswordResetJob[]> {
  const rows = await db.$queryRaw<{ data: PasswordResetJob }[]>`
    SELECT data FROM pgboss.job WHERE name = ${PASSWORD_RESET_QUEUE} AND state = 'created' AND data->>'email' = ${email.trim().toLowerCase()}`;
  return rows.map((row) => row.data);
}

/** Claim and run the jobs queued for `email`; answers how many ran. */
export async function runQueuedPasswordResets(deps: JobContextDependencies, email: string): Promise<number> {
  const rows = await deps.db.$queryRaw<{ data: PasswordResetJob }[]>`
    UPDATE pgboss.job SET state = 'completed', completed_on = now()
    WHERE name = ${PASSWORD_RESET_QUEUE} AND state = 'created' AND data->>'email' = ${email.trim().toLowerCase()}
    RETURNING data`;
  for (const { data } of rows) await sendQueuedResetLink(jobContext(deps), data);
  return rows.length;
}
