/**
 * The operations home through createCaller on a real database: one call answering what
 * needs attention — failed postbacks, mail that failed to send, jobs that failed in the last day
 * (a real pg-boss queue whose worker throws) — and control only. Other test files share the
 * database and change its counts meanwhile, so a count is checked as what the database held around
 * the call, or as "went up by at least what this file added" where nothing else lowers it, and the
 * failed jobs by a queue name of this file's own.
 */
import { isDeepStrictEqual } from "node:util";
import type { Actor } from "@paydesk/domain";
import { createDbOnPool, createPool } from "@paydesk/db";
import { collectionsDueSummary, outboxTransport, sendEmail, startQueueAlone, type MailTransport } from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { createTestOrder } from "@paydesk/tests/orders";
import { postbackMaker } from "@paydesk/tests/postbacks";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";
import { waitUntil } from "@paydesk/tests/wait";

const refusing: MailTransport = { kind: "smtp", deliver: () => Promise.reject(new Error("connection refused")) };

describeDb("operations router", (t) => {
  let control: Actor;
  let admin: Actor;

  beforeAll(async () => {
    control = await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL", label: "ops-control" }));
    admin = await t.fixtures.actor(await t.fixtures.user({ label: "ops-admin" }));
  });

  describe("summary", () => {
    const summarize = () => callerFor(t.db, control).operations.summary({ module: "control" });
    type Summary = Awaited<ReturnType<typeof summarize>>;
    /**
     * The summary taken at a moment the counts it reports stood still around the call: other files
     * change them meanwhile, either way, so a count read before or after the call alone can differ
     * from the summary's with nothing wrong (one such moment comes soon enough). `said` picks the
     * summary's figures in the shape `counts` reads them.
     */
    const summaryWhileStill = <T>(what: string, counts: () => Promise<T>, said: (summary: Summary) => T) =>
      waitUntil(
        `a summary taken while ${what} stood still, saying them`,
        async () => {
          const justBefore = await counts();
          const summary = await summarize();
          const justAfter = await counts();
          return { justBefore, justAfter, said: said(summary), summary };
        },
        ({ justBefore, justAfter, said }) => isDeepStrictEqual(justBefore, justAfter) && isDeepStrictEqual(said, justBefore),
      );

    it("counts the failed postbacks and the mail that could not be sent", async () => {
      const makePostback = await postbackMaker(t.db, await t.fixtures.company({ kind: "SCHOOL" }));
      await makePostback({ status: "FAILED" });
      await makePostback({ status: "SENT" });
      await sendEmail(createTestContext(t.db, null, { mail: refusing }), { to: `ops-${uniqueSuffix()}@ops.test`, subject: "Bounce", text: "x", purpose: "password_reset" });
      await sendEmail(createTestContext(t.db, null, { mail: outboxTransport }), { to: `ops-${uniqueSuffix()}@ops.test`, subject: "Fine", text: "x", purpose: "password_reset" });

      // Other files add failures and retry every failed message (this one's too) meanwhile.
      const reading = await summaryWhileStill(
        "the failed counts",
        async () => ({
          postbacks: await t.db.postback.count({ where: { status: "FAILED" } }),
          mail: await t.db.outboundEmail.count({ where: { status: "FAILED" } }),
        }),
        (summary) => ({ postbacks: summary.failedPostbacks, mail: summary.failedMail }),
      );
      expect(reading.said.postbacks).toBeGreaterThan(0);
      expect(reading.summary.at).toBeInstanceOf(Date);
    });

    it("counts monitors in error (the monitors' rule: last run failed, or an error match newer than its acknowledgement)", async () => {
      const company = await t.fixtures.company({ kind: "SCHOOL" });
      const before = (await callerFor(t.db, control).operations.summary({ module: "control" })).monitorsInError!;
      const now = Date.now();
      await t.db.monitor.createMany({
        data: [
          { companyId: company.id, errorQueries: ["x"], lastRunError: "Invalid pattern" },
          { companyId: company.id, errorQueries: ["x"], lastErrorAt: new Date(now), acknowledgedAt: new Date(now - 60_000) },
          // Acknowledged after its last match: no longer in error.
          { companyId: company.id, errorQueries: ["x"], lastErrorAt: new Date(now - 60_000), acknowledgedAt: new Date(now) },
        ],
      });
      const after = (await callerFor(t.db, control).operations.summary({ module: "control" })).monitorsInError!;
      // At least this file's two (the rule itself is the monitors', tested with them); other files share the table.
      expect(after).toBeGreaterThanOrEqual(before + 2);
    });

    it("counts the collections due (the collections' collectionsDueSummary): a partial authorization's rest", async () => {
      // $62.00 ordered, $31.00 authorized: $31.00 still due.
      await createTestOrder(t.db, await t.fixtures.company({ kind: "SCHOOL" }), { status: "PARTIAL" });
      // Other files pay rests and leave new ones meanwhile; the summary must say the collections'
      // own total (the rule itself is the collections', tested with them).
      const reading = await summaryWhileStill(
        "the collections due",
        () => collectionsDueSummary(t.db),
        (summary) => summary.collectionsDue,
      );
      // This file's rest is among them.
      expect(reading.said.count).toBeGreaterThanOrEqual(1);
      expect(reading.said.amountCents).toBeGreaterThanOrEqual(3100);
    });

    it("counts jobs that failed in the last day, by queue", async () => {
      const queue = `ops-test.${uniqueSuffix()}`;
      const pool = createPool(t.url, { max: 2 });
      const db = createDbOnPool(pool);
      const running = await startQueueAlone(pool, async (boss) => {
        await boss.createQueue(queue);
        await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async () => {
          throw new Error("this job always fails");
        });
      });
      try {
        await running.boss.send(queue, {}, { retryLimit: 0 });
        await running.boss.send(queue, {}, { retryLimit: 0 });
        const mine = await waitUntil(
          "both jobs to fail",
          async () => (await callerFor(t.db, control).operations.summary({ module: "control" })).failedJobs.byQueue.find((row) => row.name === queue),
          (row) => row?.count === 2,
        );
        expect(mine).toEqual({ name: queue, count: 2 });
        const summary = await callerFor(t.db, control).operations.summary({ module: "control" });
        expect(summary.failedJobs.total).toBe(summary.failedJobs.byQueue.reduce((sum, row) => sum + row.count, 0));

        // A day later they are no longer "now".
        const tomorrow = callerFor(t.db, control, { now: () => new Date(Date.now() + 86_400_000 + 60_000) });
        expect((await tomorrow.operations.summary({ module: "control" })).failedJobs.byQueue.find((row) => row.name === queue)).toBeUndefined();
      } finally {
        await running.stop();
        await db.$disconnect();
      }
    });

    it("is control only", async () => {
      await expectTRPCError(callerFor(t.db, null).operations.summary({ module: "control" }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(callerFor(t.db, admin).operations.summary({ module: "school" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, admin).operations.summary({ module: "control" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, control).operations.summary({ module: "vendor" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, { ...admin, realUserId: control.userId }).operations.summary({ module: "school" }), "FORBIDDEN");
    });
  });
});
