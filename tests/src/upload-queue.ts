/**
 * For kind tests through `uploads.*`: the real upload queue on its own pool, and "process, then
 * wait until the batch is DONE, FAILED or CANCELLED".
 */
import { createPool } from "@paydesk/db";
import { outboxTransport, startUploadQueue, type MailTransport } from "@paydesk/services";
import type { TestDatabase } from "./harness.ts";
import type { TModule } from "@paydesk/validators";
import { afterAll, beforeAll, expect } from "vitest";
import { type Caller } from "./callers.ts";

const quiet = { info: () => undefined, error: () => undefined };

/** Start the queue before the file's tests and stop it after. */
export function useUploadQueue(t: TestDatabase, mail: MailTransport = outboxTransport): void {
  let pool: ReturnType<typeof createPool>;
  let queue: Awaited<ReturnType<typeof startUploadQueue>>;
  beforeAll(async () => {
    pool = createPool(t.url, { max: 2 });
    queue = await startUploadQueue(pool, { db: t.db, mail, appUrl: "http://localhost:3000" }, quiet, { rangeRows: 2 });
  });
  afterAll(async () => {
    await queue?.stop();
    await pool?.end();
  });
}

export async function processToEnd(caller: Caller, t: TestDatabase, module: TModule, key: string, options: unknown = {}) {
  await caller.uploads.process({ module, key, options });
  await expect
    .poll(async () => (await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } })).status, { timeout: 20_000, interval: 100 })
    .toMatch(/DONE|FAILED|CANCELLED/);
  return caller.uploads.summary({ module, key });
}
