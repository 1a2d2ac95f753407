/**
 * The upload pipeline through createCaller on a real database, with the TEST kind (@paydesk/tests/uploads):
 * staging (errors per row in order, one INSERT per chunk, fix, remove, paging), processing on the
 * pg-boss queue (counts, re-processing changes nothing), a worker that dies mid-range and the
 * resume that applies every row exactly once, a failing range, cancel between ranges, and access.
 * The TEST kind lives in the test harness (@paydesk/tests/uploads).
 */
import { createPool } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import {
  addUploadWorkerWaker,
  chunksWaitingFor,
  JOB_QUEUES,
  outboxTransport,
  registerTestUploadKind,
  resumeInterruptedUploads,
  runUploadBatch,
  startUploadQueue,
  jobContext,
} from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchTable, failNextRange, holdNextRange, TEST_KIND, TEST_MESSAGES, testUploadKind } from "@paydesk/tests/uploads";
import { type Caller, callerFor } from "@paydesk/tests/callers";
import { waitUntil } from "@paydesk/tests/wait";

const module = "school" as const;
const RANGE_ROWS = 3;

describeDb("uploads router (the pipeline, with a TEST kind)", (t) => {
  /** Batches whose queued run has ended (the queue logs each run's end), for waits on "that run is over". */
  const runsEnded: number[] = [];
  const runEnded = (obj: object, msg?: string) => {
    if ((msg === "upload batch processed" || msg === "upload batch failed") && "batchId" in obj) runsEnded.push(obj.batchId as number);
  };
  const quiet = { info: runEnded, error: runEnded };
  let company: FixtureCompany;
  let manager: Actor;
  let pool: ReturnType<typeof createPool>;
  let queue: Awaited<ReturnType<typeof startUploadQueue>>;
  const deps = () => ({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" });

  beforeAll(async () => {
    registerTestUploadKind(testUploadKind);
    await createScratchTable(t.db);
    company = await t.fixtures.company();
    manager = await t.fixtures.actor(await t.fixtures.user({ company, permissions: ["uploads.manage"] }));
    pool = createPool(t.url, { max: 2 });
    queue = await startUploadQueue(pool, deps(), quiet, { rangeRows: RANGE_ROWS });
  });
  afterAll(async () => {
    await queue?.stop();
    await pool?.end();
  });

  const rowsOf = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ name: `n${from + i}-${Math.random().toString(36).slice(2, 8)}`, amount: String(i) }));

  async function staged(rows: Record<string, string>[], actor = manager) {
    const caller = callerFor(t.db, actor);
    const { tableKey } = await caller.uploads.start({ module, kind: TEST_KIND, options: { label: "L" } });
    const added = rows.length ? await caller.uploads.addRows({ module, key: tableKey, rows, firstRowNo: 1 }) : { rows: [] };
    return { caller, key: tableKey, added: added.rows };
  }

  const batchOf = (key: string) => t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
  const appliedOf = async (key: string) => {
    const batch = await batchOf(key);
    return t.db.$queryRaw<{ row_id: bigint; times: number }[]>`
      SELECT row_id, count(*)::int AS times FROM upload_test_applied WHERE batch_id = ${batch.id} GROUP BY row_id ORDER BY row_id`;
  };
  async function processedToEnd(caller: Caller, key: string, options = {}, retry = false) {
    await caller.uploads.process({ module, key, options, retry });
    await expect.poll(async () => (await batchOf(key)).status, { timeout: 20_000, interval: 100 }).toMatch(/DONE|FAILED|CANCELLED/);
    return caller.uploads.process({ module, key, options });
  }

  describe("staging", () => {
    it("starts a batch with an unguessable key and the kind's extras, recording one audit event", async () => {
      const { tableKey, extras } = await callerFor(t.db, manager).uploads.start({ module, kind: TEST_KIND, options: { label: "x" } });
      expect(tableKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(extras).toEqual({ startedWith: "test" });
      const batch = await batchOf(tableKey);
      expect(batch).toMatchObject({ status: "STAGING", companyId: company.id, createdBy: manager.userId, options: { label: "x", startedWith: "test" } });
      expect(await t.db.auditEvent.count({ where: { entity: "upload_batch", entityId: String(batch.id), action: "upload.start" } })).toBe(1);
    });

    it("refuses an unknown kind and bad start options with 400", async () => {
      const caller = callerFor(t.db, manager);
      await expectTRPCError(caller.uploads.start({ module, kind: "nonsense" }), "BAD_REQUEST", UPLOAD_MESSAGES.unknownKind);
      await expectTRPCError(caller.uploads.start({ module, kind: TEST_KIND, options: { label: "x".repeat(30) } }), "BAD_REQUEST", "Label is too long");
    });

    it("answers each row's id and messages in the order sent, and stages the chunk with ONE insert", async () => {
      const rows = [
        { name: "good-1", amount: "10" },
        { name: "", amount: "x" },
        { name: "good-2", amount: "5" },
        { name: "bad-amount", amount: "1.5" },
      ];
      const { key, added } = await staged(rows);
      expect(added.map((row) => row.errors)).toEqual([[], [TEST_MESSAGES.nameEmpty, TEST_MESSAGES.amountNotNumber], [], [TEST_MESSAGES.amountNotNumber]]);
      const ids = added.map((row) => row.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      const stored = await t.db.uploadRow.findMany({ where: { batch: { tableKey: key } }, orderBy: { id: "asc" } });
      expect(stored.map((row) => [Number(row.id), row.rowNo, (row.data as { name: string }).name])).toEqual(
        ids.map((id, i) => [id, i + 1, rows[i]!.name]),
      );
    });

    it("writes a 100-row chunk as one statement (one transaction, one command id) and trims cells", async () => {
      const rows = rowsOf(100).map((row) => ({ ...row, name: `  ${row.name}  ` }));
      const { key, added } = await staged(rows);
      expect(added).toHaveLength(100);
      const batch = await batchOf(key);
      const [writes] = await t.db.$queryRaw<[{ statements: number; rows: number }]>`
        SELECT count(DISTINCT (xmin::text, cmin::text))::int AS statements, count(*)::int AS rows FROM upload_rows WHERE batch_id = ${batch.id}`;
      expect(writes).toEqual({ statements: 1, rows: 100 });
      expect(batch.total).toBe(100);
      const first = await t.db.uploadRow.findFirstOrThrow({ where: { batchId: batch.id }, orderBy: { id: "asc" } });
      expect((first.data as { name: string }).name).toBe(rows[0]!.name.trim());
    });

    it("takes the wizard's table form (columns once, each row its cells) as the same rows as objects", async () => {
      const rows = rowsOf(3);
      rows[1]!.name = "";
      const { caller, key } = await staged([]);
      const added = await caller.uploads.addRows({ module, key, columns: ["name", "amount"], rows: rows.map((row) => [` ${row.name} `, row.amount]), firstRowNo: 1 });
      expect(added.rows.map((row) => row.errors)).toEqual([[], [TEST_MESSAGES.nameEmpty], []]);
      const page = await caller.uploads.rows({ module, key });
      expect(page.rows.map((row) => row.data)).toEqual(rows);
      await expectTRPCError(caller.uploads.addRows({ module, key, columns: ["name", "name"], rows: [["a", "b"]], firstRowNo: 4 }), "BAD_REQUEST");
    });

    it("numbers a chunk sent without a first line right after the batch's last row (legacy shims)", async () => {
      const { caller, key } = await staged(rowsOf(3));
      await caller.uploads.addRows({ module, key, rows: rowsOf(2) });
      const second = await caller.uploads.addRows({ module, key, rows: rowsOf(2) });
      const page = await caller.uploads.rows({ module, key });
      expect(page.rows.map((row) => row.rowNo)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(page.rows.slice(5).map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
    });

    it("stages two chunks in flight in line order: a chunk that overtakes the one before it waits for it", async () => {
      const { caller, key } = await staged([]);
      const batch = await batchOf(key);
      let firstStaged = 0;
      // Lines 4-6 are sent first; lines 1-3 follow only once the later chunk is waiting for them.
      const later = caller.uploads.addRows({ module, key, rows: rowsOf(3), firstRowNo: 4 }).then((answer) => ({ answer, waited: firstStaged > 0 }));
      await waitUntil("the chunk of lines 4-6 to wait for lines 1-3", () => chunksWaitingFor(batch.id), (waiting) => waiting > 0, {
        timeoutMs: 10_000,
        intervalMs: 5,
      });
      const earlier = await caller.uploads.addRows({ module, key, rows: rowsOf(3), firstRowNo: 1 });
      firstStaged = Date.now();
      const { answer, waited } = await later;
      expect(waited).toBe(true);
      const ids = [...earlier.rows, ...answer.rows].map((row) => row.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      const page = await caller.uploads.rows({ module, key });
      expect(page.rows.map((row) => row.rowNo)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it("refuses a chunk that arrives while processing is being queued, and stages none of its rows", async () => {
      const { caller, key } = await staged(rowsOf(2));
      const batch = await batchOf(key);
      const holder = await pool.connect();
      let posted: Promise<unknown> | undefined;
      try {
        await holder.query("BEGIN");
        // As processing is queued (or the batch cancelled): the batch row updated, not yet committed.
        await holder.query("UPDATE upload_batches SET status = 'CANCELLED' WHERE id = $1", [batch.id]);
        // The chunk waits for the batch row to reserve its rows, then finds the batch no longer staging.
        posted = caller.uploads.addRows({ module, key, rows: rowsOf(3), firstRowNo: 3 });
        posted.catch(() => undefined);
        // Polled on another connection: inside the holder's transaction the activity view is one snapshot.
        await waitUntil(
          "the chunk to wait for the batch row",
          async () => {
            const [{ waiting }] = await t.db.$queryRaw<[{ waiting: number }]>`
              SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%UPDATE upload_batches SET total%'`;
            return waiting;
          },
          (waiting) => waiting > 0,
          { intervalMs: 10 },
        );
        await holder.query("COMMIT");
      } catch (error) {
        await holder.query("ROLLBACK");
        throw error;
      } finally {
        holder.release();
      }
      await expectTRPCError(posted!, "CONFLICT", UPLOAD_MESSAGES.notEditable);
      expect(await t.db.uploadRow.count({ where: { batchId: batch.id } })).toBe(2);
      expect((await batchOf(key)).total).toBe(2);
    });

    it("tells the kind which row a fix re-checks, so a duplicate check can leave it out", async () => {
      const { caller, key, added } = await staged([{ name: "dup", amount: "1" }]);
      const seen: (number | undefined)[] = [];
      const check = testUploadKind.checkRows;
      testUploadKind.checkRows = async (ctx, rows) => {
        seen.push(ctx.recheckedRowId);
        return check(ctx, rows);
      };
      try {
        await caller.uploads.updateRow({ module, key, id: added[0]!.id, data: { name: "dup", amount: "2" } });
        await caller.uploads.addRows({ module, key, rows: rowsOf(1) });
      } finally {
        testUploadKind.checkRows = check;
      }
      expect(seen).toEqual([added[0]!.id, undefined]);
    });

    it("refuses more than 500 rows in one call and rows beyond the 100,000-row limit", async () => {
      const { caller, key } = await staged([]);
      await expectTRPCError(caller.uploads.addRows({ module, key, rows: rowsOf(501), firstRowNo: 1 }), "BAD_REQUEST");
      await t.db.uploadBatch.update({ where: { tableKey: key }, data: { total: 99_999 } });
      await expectTRPCError(caller.uploads.addRows({ module, key, rows: rowsOf(2), firstRowNo: 99_999 }), "BAD_REQUEST", UPLOAD_MESSAGES.tooManyRows);
      expect(await t.db.uploadRow.count({ where: { batch: { tableKey: key } } })).toBe(0);
    });

    it("pages rows by id, only the ones with errors when asked, with the counts", async () => {
      const rows = rowsOf(7);
      rows[2]!.name = "";
      rows[5]!.amount = "no";
      const { caller, key, added } = await staged(rows);
      const first = await caller.uploads.rows({ module, key, limit: 4 });
      expect(first.rows.map((row) => row.id)).toEqual(added.slice(0, 4).map((row) => row.id));
      expect(first.counts).toEqual({ total: 7, invalid: 2 });
      const second = await caller.uploads.rows({ module, key, limit: 4, cursor: first.nextCursor! });
      expect(second.rows.map((row) => row.rowNo)).toEqual([5, 6, 7]);
      expect(second.nextCursor).toBeNull();
      const bad = await caller.uploads.rows({ module, key, onlyErrors: true });
      expect(bad.rows.map((row) => [row.rowNo, row.errors])).toEqual([
        [3, [TEST_MESSAGES.nameEmpty]],
        [6, [TEST_MESSAGES.amountNotNumber]],
      ]);
    });

    it("fixes a row in place (checked again) and removes another (no longer listed or counted)", async () => {
      const { caller, key, added } = await staged([
        { name: "", amount: "1" },
        { name: "keep", amount: "2" },
        { name: "drop", amount: "3" },
      ]);
      const fixed = await caller.uploads.updateRow({ module, key, id: added[0]!.id, data: { name: "fixed", amount: "1" } });
      expect(fixed).toMatchObject({ id: added[0]!.id, errors: [], data: { name: "fixed", amount: "1" } });
      const broken = await caller.uploads.updateRow({ module, key, id: added[1]!.id, data: { name: "keep", amount: "two" } });
      expect(broken.errors).toEqual([TEST_MESSAGES.amountNotNumber]);
      expect(await caller.uploads.getRow({ module, key, id: added[1]!.id })).toMatchObject({ rowNo: 2, errors: [TEST_MESSAGES.amountNotNumber] });

      await caller.uploads.removeRow({ module, key, id: added[2]!.id });
      await expectTRPCError(caller.uploads.getRow({ module, key, id: added[2]!.id }), "NOT_FOUND", UPLOAD_MESSAGES.unknownRow);
      await expectTRPCError(caller.uploads.removeRow({ module, key, id: added[2]!.id }), "NOT_FOUND", UPLOAD_MESSAGES.unknownRow);
      expect((await caller.uploads.rows({ module, key })).counts).toEqual({ total: 2, invalid: 1 });
      expect((await batchOf(key)).total).toBe(2);
    });

    it("refuses a row id of another batch", async () => {
      const one = await staged([{ name: "a", amount: "1" }]);
      const two = await staged([{ name: "b", amount: "1" }]);
      await expectTRPCError(two.caller.uploads.getRow({ module, key: two.key, id: one.added[0]!.id }), "NOT_FOUND", UPLOAD_MESSAGES.unknownRow);
      await expectTRPCError(two.caller.uploads.updateRow({ module, key: two.key, id: one.added[0]!.id, data: { name: "x", amount: "1" } }), "NOT_FOUND");
    });
  });

  describe("processing", () => {
    it("plans, then processes on the queue to DONE with counts; rows with errors or removed are never applied", async () => {
      const rows = rowsOf(8);
      rows[1]!.name = "";
      const { caller, key, added } = await staged(rows);
      await caller.uploads.removeRow({ module, key, id: added[4]!.id });
      const plan = await caller.uploads.plan({ module, key, options: {} });
      expect(plan).toEqual({ created: 6, invalid: 1, total: 7, notes: ["label L"] });

      const first = await caller.uploads.process({ module, key, options: {} });
      expect(first).toMatchObject({ total: 7, readyForStep3: false, error: null });
      expect(["QUEUED", "PROCESSING", "DONE"]).toContain(first.status);
      const done = await processedToEnd(caller, key);
      expect(done).toMatchObject({ status: "DONE", progress: 7, total: 7, readyForStep3: true, maxId: added[7]!.id, error: null });
      const applied = await appliedOf(key);
      const expected = added.filter((_, i) => i !== 1 && i !== 4).map((row) => row.id);
      expect(applied.map((row) => Number(row.row_id))).toEqual(expected);
      expect(applied.every((row) => row.times === 1)).toBe(true);
      const summary = await caller.uploads.summary({ module, key });
      expect(summary.counts).toEqual({ created: 6, updated: 0, skipped: 0, invalid: 1, deactivated: 0, deleted: 0 });
      const batch = await batchOf(key);
      expect(await t.db.auditEvent.count({ where: { entity: "upload_batch", entityId: String(batch.id), action: "upload.process" } })).toBe(1);
    });

    it("wakes this process's upload workers once per queued batch, after its transaction committed", async () => {
      const { caller, key } = await staged(rowsOf(2));
      // What another connection sees when the worker is woken: never STAGING (a fetch before the
      // commit would find no job, and the batch would wait for the next poll after all).
      const seenAtWake: Promise<string>[] = [];
      const removeWaker = addUploadWorkerWaker(() => seenAtWake.push(batchOf(key).then((batch) => batch.status)));
      try {
        await processedToEnd(caller, key);
        await caller.uploads.process({ module, key, options: {} });
      } finally {
        removeWaker();
      }
      expect(seenAtWake).toHaveLength(1);
      expect(["QUEUED", "PROCESSING", "DONE"]).toContain(await seenAtWake[0]);
    });

    it("processing a DONE key again changes nothing; its rows can no longer be changed", async () => {
      const { caller, key, added } = await staged(rowsOf(4));
      const done = await processedToEnd(caller, key);
      const before = await batchOf(key);
      const again = await caller.uploads.process({ module, key, options: { skipNegative: true } });
      expect(again).toEqual(done);
      // Every job for the batch has ended (the first run's, and any the second call queued).
      await waitUntil(
        `the jobs of batch ${before.id} to end`,
        async () => {
          const { rows } = await pool.query<{ open: number }>(
            "SELECT count(*)::int AS open FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data->>'batchId' = $2",
            [JOB_QUEUES.uploadsProcess, String(before.id)],
          );
          return rows[0]!.open;
        },
        (open) => open === 0,
      );
      expect(await batchOf(key)).toEqual(before);
      expect((await appliedOf(key)).map((row) => row.times)).toEqual([1, 1, 1, 1]);
      await expectTRPCError(caller.uploads.addRows({ module, key, rows: rowsOf(1), firstRowNo: 5 }), "CONFLICT", UPLOAD_MESSAGES.notEditable);
      await expectTRPCError(caller.uploads.updateRow({ module, key, id: added[0]!.id, data: { name: "z", amount: "1" } }), "CONFLICT", UPLOAD_MESSAGES.notEditable);
      await expectTRPCError(caller.uploads.removeRow({ module, key, id: added[0]!.id }), "CONFLICT", UPLOAD_MESSAGES.notEditable);
      await expectTRPCError(caller.uploads.cancel({ module, key }), "CONFLICT", UPLOAD_MESSAGES.alreadyFinished);
    });

    it("a worker that dies mid-range leaves that range rolled back; the restart's sweep resumes and applies every row exactly once", async () => {
      const { caller, key, added } = await staged(rowsOf(10));
      const batch = await batchOf(key);
      // Queue it without a job (as if sent while no worker ran), then play a worker that dies in range 2.
      await t.db.uploadBatch.update({ where: { id: batch.id }, data: { status: "QUEUED", processOptions: {} } });
      failNextRange(batch.id, 2, "crash");
      await expect(runUploadBatch(jobContext(deps()), batch.id, { rangeRows: RANGE_ROWS })).rejects.toThrow("worker died mid-range");
      const interrupted = await batchOf(key);
      expect(interrupted).toMatchObject({ status: "PROCESSING", processedUpTo: BigInt(added[2]!.id), processedRows: 3 });
      expect((await appliedOf(key)).map((row) => Number(row.row_id))).toEqual(added.slice(0, 3).map((row) => row.id));
      expect((await caller.uploads.process({ module, key, options: {} })).status).toBe("PROCESSING");

      // The restart: the boot sweep sends the job again.
      expect(await resumeInterruptedUploads(queue.boss, t.db, (id) => id === batch.id)).toEqual([batch.id]);
      await expect.poll(async () => (await batchOf(key)).status, { timeout: 20_000, interval: 100 }).toBe("DONE");
      const applied = await appliedOf(key);
      expect(applied.map((row) => Number(row.row_id))).toEqual(added.map((row) => row.id));
      expect(applied.every((row) => row.times === 1)).toBe(true);
      expect((await caller.uploads.summary({ module, key })).counts.created).toBe(10);
    });

    it("a range that fails sets FAILED with a clear error (no 500); processing again resumes after the applied rows", async () => {
      const { caller, key, added } = await staged(rowsOf(7));
      const batch = await batchOf(key);
      failNextRange(batch.id, 2);
      const failed = await processedToEnd(caller, key);
      expect(failed).toMatchObject({ status: "FAILED", readyForStep3: false, progress: 3, error: `${UPLOAD_MESSAGES.processingFailed} ${TEST_MESSAGES.rangeFailed}` });
      expect((await appliedOf(key)).length).toBe(3);
      expect(await caller.uploads.process({ module, key, options: {} })).toEqual(failed);

      const resumed = await processedToEnd(caller, key, {}, true);
      expect(resumed).toMatchObject({ status: "DONE", progress: 7, error: null });
      const applied = await appliedOf(key);
      expect(applied.map((row) => Number(row.row_id))).toEqual(added.map((row) => row.id));
      expect(applied.every((row) => row.times === 1)).toBe(true);
    });

    it("a batch whose starter can no longer act fails with that said, applying nothing", async () => {
      const starter = await t.fixtures.user({ company, permissions: ["uploads.manage"] });
      const { caller, key } = await staged(rowsOf(2), await t.fixtures.actor(starter));
      await t.db.user.update({ where: { id: starter.id }, data: { disabledAt: new Date() } });
      const failed = await processedToEnd(caller, key);
      expect(failed).toMatchObject({ status: "FAILED", progress: 0, error: UPLOAD_MESSAGES.starterGone });
      expect(await appliedOf(key)).toEqual([]);
    });

    it("two runs of the same batch at once take turns: nothing is applied twice", async () => {
      const { key, added } = await staged(rowsOf(12));
      const batch = await batchOf(key);
      await t.db.uploadBatch.update({ where: { id: batch.id }, data: { status: "QUEUED", processOptions: {} } });
      const run = () => runUploadBatch(jobContext(deps()), batch.id, { rangeRows: RANGE_ROWS });
      const results = await Promise.all([run(), run()]);
      expect(results).toEqual(["DONE", "DONE"]);
      const applied = await appliedOf(key);
      expect(applied).toHaveLength(added.length);
      expect(applied.every((row) => row.times === 1)).toBe(true);
    });

    it("cancel is answered at once and seen between ranges: the range in flight commits, no later range runs", async () => {
      const { caller, key, added } = await staged(rowsOf(9));
      const batch = await batchOf(key);
      const held = holdNextRange(batch.id, 2);
      await caller.uploads.process({ module, key, options: {} });
      await held.reached;
      // Answered at once, while range 2 is still open.
      expect((await caller.uploads.cancel({ module, key })).status).toBe("CANCELLED");
      held.release();
      await expect.poll(async () => (await batchOf(key)).processedRows, { timeout: 10_000, interval: 100 }).toBe(6);
      // The run is over: any later range would have run by now.
      await waitUntil(`the queued run of batch ${batch.id} to end`, () => runsEnded.includes(batch.id));
      expect(await batchOf(key)).toMatchObject({ status: "CANCELLED", processedRows: 6 });
      expect((await appliedOf(key)).map((row) => Number(row.row_id))).toEqual(added.slice(0, 6).map((row) => row.id));
      expect((await caller.uploads.process({ module, key, options: {} })).status).toBe("CANCELLED");
    });

    it("cancels a staging batch at once", async () => {
      const { caller, key } = await staged(rowsOf(2));
      expect((await caller.uploads.cancel({ module, key })).status).toBe("CANCELLED");
      await expectTRPCError(caller.uploads.addRows({ module, key, rows: rowsOf(1), firstRowNo: 3 }), "CONFLICT", UPLOAD_MESSAGES.notEditable);
    });
  });

  describe("access", () => {
    it("an unknown key is 404; another company's administrator is refused 403; a parent too", async () => {
      const { key } = await staged(rowsOf(1));
      await expectTRPCError(callerFor(t.db, manager).uploads.rows({ module, key: "no-such-key" }), "NOT_FOUND", UPLOAD_MESSAGES.unknownUpload);
      const stranger = await t.fixtures.actor(await t.fixtures.user({ permissions: ["uploads.manage"] }));
      await expectTRPCError(callerFor(t.db, stranger).uploads.rows({ module, key }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, stranger).uploads.process({ module, key, options: {} }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, stranger).uploads.start({ module, kind: TEST_KIND, companyId: company.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      const parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company }));
      await expectTRPCError(callerFor(t.db, parent).uploads.rows({ module: "parent", key }), "FORBIDDEN");
    });

    it("uploads.view may look but not change; an administrator of the district above may work on a school's batch", async () => {
      const { key, added } = await staged(rowsOf(2));
      const viewer = await t.fixtures.actor(await t.fixtures.user({ company, permissions: ["uploads.view"] }));
      expect((await callerFor(t.db, viewer).uploads.rows({ module, key })).rows).toHaveLength(2);
      await expectTRPCError(callerFor(t.db, viewer).uploads.removeRow({ module, key, id: added[0]!.id }), "FORBIDDEN");
      await expectTRPCError(callerFor(t.db, viewer).uploads.start({ module, kind: TEST_KIND }), "FORBIDDEN");

      const district = await t.fixtures.company({ kind: "DISTRICT" });
      const school = await t.fixtures.company({ parent: district });
      const districtAdmin = await t.fixtures.actor(await t.fixtures.user({ company: district, permissions: ["uploads.manage"] }));
      const { tableKey } = await callerFor(t.db, districtAdmin).uploads.start({ module, kind: TEST_KIND, companyId: school.id });
      expect((await batchOf(tableKey)).companyId).toBe(school.id);
      const schoolAdmin = await t.fixtures.actor(await t.fixtures.user({ company: school, permissions: ["uploads.manage"] }));
      await expectTRPCError(callerFor(t.db, schoolAdmin).uploads.start({ module, kind: TEST_KIND, companyId: district.id }), "FORBIDDEN");
    });
  });
});
