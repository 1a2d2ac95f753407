/**
 * The failed-jobs screen through createCaller on a real database: a real pg-boss queue
 * whose jobs fail (tests/src/failed-jobs.ts) — listed newest first by keyset pages, the detail
 * with secrets redacted, retried by hand (shown as queued again) and then completing — and
 * control only. Other files share the database: this file filters on a queue name of its own.
 */
import type { Actor } from "@paydesk/domain";
import { REDACTED } from "@paydesk/domain";
import { startFailingQueue, type FailingQueue } from "@paydesk/tests/failed-jobs";
import { describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, FAILED_JOB_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

describeDb("failedJobs router", (t) => {
  let control: Actor;
  let admin: Actor;
  let queue: FailingQueue;
  const module = "control" as const;

  beforeAll(async () => {
    control = await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL", label: "jobs-control" }));
    admin = await t.fixtures.actor(await t.fixtures.user({ label: "jobs-admin" }));
    queue = await startFailingQueue(t.url, `jobs-test.${uniqueSuffix()}`);
  });
  afterAll(() => queue?.stop());

  it("lists a failed job with its queue, attempts and a redacted error line; the detail redacts data and output", async () => {
    const id = await queue.sendAndFail(
      { postbackId: 41, password: "hunter2", headers: { Authorization: "Bearer abc.def" }, note: "card 4111 1111 1111 1111" },
      "SIS refused smtps://mailer:s3cret@mail.test with token=abcdef",
    );
    const page = await callerFor(t.db, control).failedJobs.list({ module, queue: queue.name });
    const row = page.rows.find((r) => r.id === id);
    expect(row).toMatchObject({ queue: queue.name, status: "FAILED", retryCount: 0, retryLimit: 0 });
    expect(row!.errorLine).toBe(`SIS refused smtps://${REDACTED}@mail.test with token=${REDACTED}`);
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(page.queues).toContainEqual({ name: queue.name, count: page.rows.length });

    const detail = await callerFor(t.db, control).failedJobs.get({ module, queue: queue.name, id });
    expect(detail.data).toEqual({
      postbackId: 41,
      password: REDACTED,
      headers: { Authorization: REDACTED },
      note: `card ${REDACTED}`,
      failWith: `SIS refused smtps://${REDACTED}@mail.test with token=${REDACTED}`,
    });
    const text = JSON.stringify(detail);
    for (const secret of ["hunter2", "abc.def", "4111", "s3cret", "abcdef"]) expect(text).not.toContain(secret);
    expect(detail.output).toMatchObject({ message: `SIS refused smtps://${REDACTED}@mail.test with token=${REDACTED}` });
  });

  it("pages newest first by keyset, without repeats, and filters by period", async () => {
    const ids = [await queue.sendAndFail({ n: 1 }), await queue.sendAndFail({ n: 2 }), await queue.sendAndFail({ n: 3 })];
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await callerFor(t.db, control).failedJobs.list({ module, queue: queue.name, pageSize: 2, after });
      expect(page.rows.length).toBeLessThanOrEqual(2);
      seen.push(...page.rows.map((r) => r.id));
      const times = page.rows.map((r) => r.failedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      after = page.nextCursor ?? undefined;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    // The newest three, newest first.
    expect(seen.slice(0, 3)).toEqual([...ids].reverse());

    // Two days on, the default period (24 hours) no longer holds them; the week does.
    const later = callerFor(t.db, control, { now: () => new Date(Date.now() + 2 * 86_400_000) });
    expect((await later.failedJobs.list({ module, queue: queue.name })).rows).toEqual([]);
    expect((await later.failedJobs.list({ module, queue: queue.name, period: "7d" })).rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
  });

  it("retries by hand: the row shows it queued again, the job runs and completes, and leaves the list", async () => {
    const first = await queue.sendAndFail({ n: "retry-1" });
    const second = await queue.sendAndFail({ n: "retry-2" });
    // Nobody works the queue for a moment: the retried jobs wait, and the list says so.
    await queue.pause();
    const result = await callerFor(t.db, control).failedJobs.retry({
      module,
      jobs: [
        { queue: queue.name, id: first },
        { queue: queue.name, id: second },
        { queue: queue.name, id: first },
      ],
    });
    expect(result.retried.map((r) => r.id).sort()).toEqual([first, second].sort());
    expect(result.skipped).toBe(0);
    const waiting = (await callerFor(t.db, control).failedJobs.list({ module, queue: queue.name })).rows.filter((r) => r.id === first || r.id === second);
    expect(waiting.map((r) => r.status)).toEqual(["QUEUED", "QUEUED"]);
    expect(waiting.map((r) => r.retryLimit)).toEqual([1, 1]);
    // The worker back, still failing: they run once more and fail again.
    await queue.resume();
    expect(await t.db.auditEvent.count({ where: { action: "jobs.failed_job_retried", entityId: `${queue.name}/${first}` } })).toBe(1);
    await queue.waitForState(first, "failed");
    await queue.waitForState(second, "failed");

    queue.succeed();
    const again = await callerFor(t.db, control).failedJobs.retry({ module, jobs: [{ queue: queue.name, id: first }] });
    expect(again.retried).toEqual([{ queue: queue.name, id: first, status: "QUEUED" }]);
    await queue.waitForState(first, "completed");
    const after = await callerFor(t.db, control).failedJobs.list({ module, queue: queue.name });
    expect(after.rows.map((r) => r.id)).not.toContain(first);
    expect(after.rows.map((r) => r.id)).toContain(second);
    await expectTRPCError(callerFor(t.db, control).failedJobs.get({ module, queue: queue.name, id: first }), "NOT_FOUND", FAILED_JOB_MESSAGES.noSuchJob);

    // A job no longer failed is skipped, not retried twice.
    expect(await callerFor(t.db, control).failedJobs.retry({ module, jobs: [{ queue: queue.name, id: first }] })).toEqual({ retried: [], skipped: 1 });
  });

  it("refuses bad input with a 4xx and a clear message", async () => {
    await expectTRPCError(callerFor(t.db, control).failedJobs.list({ module, after: "yesterday" }), "BAD_REQUEST", FAILED_JOB_MESSAGES.badCursor);
    await expectTRPCError(callerFor(t.db, control).failedJobs.list({ module, queue: "no spaces allowed" }), "BAD_REQUEST", FAILED_JOB_MESSAGES.badQueue);
    await expectTRPCError(callerFor(t.db, control).failedJobs.get({ module, queue: queue.name, id: "not-a-uuid" }), "BAD_REQUEST", FAILED_JOB_MESSAGES.noSuchJob);
    await expectTRPCError(callerFor(t.db, control).failedJobs.get({ module, queue: queue.name, id: "00000000-0000-4000-8000-000000000000" }), "NOT_FOUND", FAILED_JOB_MESSAGES.noSuchJob);
    await expectTRPCError(callerFor(t.db, control).failedJobs.retry({ module, jobs: [] }), "BAD_REQUEST", FAILED_JOB_MESSAGES.chooseJobs);
  });

  it("is control only", async () => {
    const ref = { queue: queue.name, id: "00000000-0000-4000-8000-000000000000" };
    await expectTRPCError(callerFor(t.db, null).failedJobs.list({ module }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    for (const [actor, m] of [
      [admin, "school"],
      [admin, "control"],
      [control, "vendor"],
    ] as const) {
      await expectTRPCError(callerFor(t.db, actor).failedJobs.list({ module: m }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, actor).failedJobs.get({ module: m, ...ref }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, actor).failedJobs.retry({ module: m, jobs: [ref] }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    }
    // Control staff on quick login act as the administrator: refused.
    await expectTRPCError(callerFor(t.db, { ...admin, realUserId: control.userId }).failedJobs.list({ module: "school" }), "FORBIDDEN");
  });
});
