/**
 * A real pg-boss queue whose jobs fail until told otherwise, for the failed-jobs screen's tests:
 * jobs are sent with no automatic retries, so each fails on its first run and stays
 * failed until someone retries it by hand; `succeed()` makes the next runs complete.
 */
import { createPool } from "@paydesk/db";
import { startQueueAlone } from "@paydesk/services";
import { waitUntil } from "./wait.ts";

export interface FailingQueue {
  readonly name: string;
  /** Send one job and wait until it has failed (with `error` as its message, in its data); answers its id. */
  sendAndFail(data: object, error?: string): Promise<string>;
  /** Stop working the queue (jobs sent or retried wait), and start again. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** From now on, the queue's jobs complete. */
  succeed(): void;
  /** The job's pg-boss state (failed, retry, active, completed…). */
  state(id: string): Promise<string | null>;
  /** Wait until the job has the state, or throw after ~30 s (a loaded machine polls slowly). */
  waitForState(id: string, state: string): Promise<void>;
  stop(): Promise<void>;
}

type Boss = Awaited<ReturnType<typeof startQueueAlone>>["boss"];

export async function startFailingQueue(databaseUrl: string, name: string): Promise<FailingQueue> {
  const pool = createPool(databaseUrl, { max: 2 });
  let failing = true;
  const work = (boss: Boss) =>
    boss.work<{ failWith?: string }>(name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (failing) throw new Error(job?.data.failWith ?? "this job failed");
    });
  const running = await startQueueAlone(pool, async (boss) => {
    await boss.createQueue(name);
    await work(boss);
  });
  const state = async (id: string) => {
    const { rows } = await pool.query<{ state: string }>("SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND id = $2", [name, id]);
    return rows[0]?.state ?? null;
  };
  const waitForState = async (id: string, wanted: string) => {
    await waitUntil(`job ${id} of ${name} to reach ${wanted}`, () => state(id), (current) => current === wanted, { timeoutMs: 30_000, intervalMs: 100 });
  };
  return {
    name,
    async sendAndFail(data, error) {
      const id = await running.boss.send(name, error ? { ...data, failWith: error } : data, { retryLimit: 0 });
      if (!id) throw new Error(`pg-boss refused a job on ${name}`);
      await waitForState(id, "failed");
      return id;
    },
    pause: () => running.boss.offWork(name),
    resume: async () => {
      await work(running.boss);
    },
    succeed: () => {
      failing = false;
    },
    state,
    waitForState,
    async stop() {
      await running.stop();
      await pool.end();
    },
  };
}
