/**
 * Postbacks in the control area through createCaller on a real database: the list and
 * its filters and keyset pages, one postback with its curl log, post back again over real HTTP to
 * a SIS simulator (succeeding, an endpoint that does not answer, a SIS that refuses), marking with
 * and without a memo, and the send lease: a mass run, a second mass run and the queue working on
 * the same postbacks never post one twice at once.
 */
import type { Actor } from "@paydesk/domain";
import {
  claimPostbackSend,
  configureSisPlugins,
  jobContext,
  outboxTransport,
  releasePostbackSend,
  SEND_CLAIM_LEASE_MS,
  sendDuePostback,
} from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { postbackMaker, startSlowSis, type SlowSis } from "@paydesk/tests/postbacks";
import { AUTH_MESSAGES, POSTBACK_MESSAGES, type TModule } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const DAY_MS = 86_400_000;

describeDb("postbacks router", (t) => {
  let sis: SlowSis;
  let control: Actor;
  let schoolAdmin: Actor;
  let district: FixtureCompany;
  let north: FixtureCompany;
  let south: FixtureCompany;
  let northPostback: Awaited<ReturnType<typeof postbackMaker>>;
  let southPostback: Awaited<ReturnType<typeof postbackMaker>>;
  const as = (actor: Actor | null) => callerFor(t.db, actor, { ip: "10.12.0.1" });
  const useSis = () => configureSisPlugins((plugin) => ({ baseUrl: sis.urlOf(plugin), credential: "test-key" }));

  beforeAll(async () => {
    sis = await startSlowSis(40);
    useSis();
    const f = t.fixtures;
    control = await f.actor(await f.user({ kind: "CONTROL", label: "pb-control" }));
    district = await f.company({ kind: "DISTRICT" });
    north = await f.company({ kind: "SCHOOL", parent: district });
    south = await f.company({ kind: "SCHOOL" });
    schoolAdmin = await f.actor(await f.user({ company: north, label: "pb-admin" }));
    northPostback = await postbackMaker(t.db, north);
    southPostback = await postbackMaker(t.db, south);
  });
  afterAll(async () => {
    configureSisPlugins(null);
    await sis?.close();
  });

  const find = (input: Record<string, unknown> = {}, actor: Actor | null = control, module: TModule = "control") =>
    as(actor).postbacks.find({ module, ...input } as never);

  describe("find", () => {
    let ids: { sentOld: number; failed: number; marked: number; pendingAsb: number; southFailed: number };
    const base = new Date(Date.UTC(2031, 2, 10, 12));
    beforeAll(async () => {
      const at = (days: number) => new Date(base.getTime() + days * DAY_MS);
      ids = {
        sentOld: (await northPostback({ status: "SENT", createdAt: at(-5) })).postback.id,
        failed: (await northPostback({ status: "FAILED", createdAt: at(-2) })).postback.id,
        marked: (await northPostback({ status: "MARKED", createdAt: at(-1), memo: "Posted by hand" })).postback.id,
        pendingAsb: (await northPostback({ status: "PENDING", plugin: "asb_works", createdAt: at(0), nextAttemptAt: at(1) })).postback.id,
        southFailed: (await southPostback({ status: "FAILED", createdAt: at(0) })).postback.id,
      };
    });
    // The days of this suite only (other files share the database).
    const window = { from: "2031-03-05", to: "2031-03-10" };

    it("lists newest first with the order, company, fee and status", async () => {
      const page = await find({ ...window, companyId: district.id });
      expect(page.rows.map((row) => row.id)).toEqual([ids.pendingAsb, ids.marked, ids.failed, ids.sentOld]);
      expect(page.nextCursor).toBeNull();
      expect(page.rows[1]).toMatchObject({
        status: "MARKED",
        memo: "Posted by hand",
        plugin: "synergy",
        companyId: north.id,
        companyName: north.name,
        title: "Chemistry lab fee",
        amountCents: 1250,
        payerName: "Pat Parker",
        paymentId: expect.any(Number),
        sending: false,
      });
    });

    it("filters by status, plugin, company (with the sites below it) and day", async () => {
      const idsOf = async (input: Record<string, unknown>) => (await find({ ...window, ...input })).rows.map((row) => row.id);
      expect(await idsOf({ status: "FAILED" })).toEqual(expect.arrayContaining([ids.southFailed, ids.failed]));
      expect(await idsOf({ status: "FAILED", companyId: district.id })).toEqual([ids.failed]);
      expect(await idsOf({ status: "FAILED", companyId: south.id })).toEqual([ids.southFailed]);
      expect(await idsOf({ plugin: "asb_works", companyId: north.id })).toEqual([ids.pendingAsb]);
      expect(await idsOf({ companyId: district.id, from: "2031-03-08", to: "2031-03-09" })).toEqual([ids.marked, ids.failed]);
      expect(await idsOf({ companyId: district.id, from: "2031-03-05", to: "2031-03-05" })).toEqual([ids.sentOld]);
      expect(await idsOf({ companyId: district.id, status: "SENT", from: "2031-03-06" })).toEqual([]);
    });

    it("pages by keyset: each page starts after the last row of the one before", async () => {
      const first = await find({ ...window, companyId: district.id, pageSize: 3 });
      expect(first.rows.map((row) => row.id)).toEqual([ids.pendingAsb, ids.marked, ids.failed]);
      const second = await find({ ...window, companyId: district.id, pageSize: 3, after: first.nextCursor });
      expect(second.rows.map((row) => row.id)).toEqual([ids.sentOld]);
      expect(second.nextCursor).toBeNull();
    });

    it("answers 400 to bad filters", async () => {
      await expectTRPCError(find({ from: "2031-03-10", to: "2031-03-01" }), "BAD_REQUEST", POSTBACK_MESSAGES.rangeBackwards);
      await expectTRPCError(find({ after: "yesterday" }), "BAD_REQUEST", POSTBACK_MESSAGES.badCursor);
      await expectTRPCError(find({ status: "LOST" }), "BAD_REQUEST");
      await expectTRPCError(find({ plugin: "blackbaud" }), "BAD_REQUEST");
      await expectTRPCError(find({ from: "2031-02-30" }), "BAD_REQUEST");
      await expectTRPCError(find({ pageSize: 1000 }), "BAD_REQUEST");
      await expectTRPCError(find({ companyId: 2_000_000_000 }), "NOT_FOUND");
    });

    it("is control only: 401 signed out; 403 for administrators, control staff outside control, and control staff on quick login", async () => {
      await expectTRPCError(find({}, null), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(find({}, schoolAdmin, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(find({}, schoolAdmin), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(find({}, control, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(find({}, { ...schoolAdmin, realUserId: control.userId }, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      for (const call of [
        as(schoolAdmin).postbacks.get({ module: "school", postbackId: ids.failed }),
        as(schoolAdmin).postbacks.resend({ module: "school", postbackId: ids.failed }),
        as(schoolAdmin).postbacks.mark({ module: "school", postbackId: ids.failed, status: "MARKED", memo: "not mine" }),
        as(schoolAdmin).operations.summary({ module: "school" }),
      ]) {
        await expectTRPCError(call, "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      }
    });
  });

  describe("post back again", () => {
    it("sends a FAILED postback to the SIS over HTTP: SENT, the curl log kept and shown, audited", async () => {
      const { postback, reference } = await northPostback({ status: "FAILED", attempts: 5 });
      const answer = await as(control).postbacks.resend({ module: "control", postbackId: postback.id });
      expect(answer).toEqual({ status: "SENT", curlLog: expect.stringContaining("< HTTP 200"), error: null });
      expect(answer.curlLog).not.toContain("test-key");
      expect(sis.simulator.postbacks().filter((p) => p.payment.reference === reference)).toHaveLength(1);
      const detail = await as(control).postbacks.get({ module: "control", postbackId: postback.id });
      expect(detail).toMatchObject({ status: "SENT", attempts: 6, lastError: null, reference, curlLog: answer.curlLog, studentName: expect.stringContaining("Pat") });
      expect(detail.sentAt).toBeInstanceOf(Date);
      const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "postback.resent", entityId: String(postback.id) } });
      expect(audit).toMatchObject({ actorId: control.userId, ip: "10.12.0.1", before: { status: "FAILED" }, after: { status: "SENT", error: null } });
    });

    it("against an endpoint that does not answer: the error and the curl log, the status left as it was", async () => {
      const { postback } = await northPostback({ status: "FAILED", attempts: 5 });
      configureSisPlugins(() => ({ baseUrl: "http://127.0.0.1:9/simulators/sis/synergy", credential: "k" }));
      try {
        const answer = await as(control).postbacks.resend({ module: "control", postbackId: postback.id });
        expect(answer).toEqual({ status: "FAILED", curlLog: expect.stringContaining("127.0.0.1:9"), error: expect.stringContaining("no answer") });
        expect(answer.curlLog).toContain(answer.error!);
      } finally {
        useSis();
      }
      const row = await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } });
      expect(row).toMatchObject({ status: "FAILED", attempts: 6, lastError: expect.stringContaining("no answer"), sentAt: null });
    });

    it("when the SIS refuses (HTTP 500): the SIS's reason and the log; a PENDING one stays on its back-off", async () => {
      const later = new Date(Date.now() + DAY_MS);
      const { postback } = await northPostback({ status: "PENDING", amountCents: 1313, attempts: 2, nextAttemptAt: later });
      const answer = await as(control).postbacks.resend({ module: "control", postbackId: postback.id });
      expect(answer).toEqual({ status: "PENDING", curlLog: expect.stringContaining("< HTTP 500"), error: expect.stringContaining("HTTP 500") });
      expect(await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } })).toMatchObject({ status: "PENDING", attempts: 3, nextAttemptAt: later });
    });

    it("answers 404 for an unknown postback, 400 for an id that is none", async () => {
      await expectTRPCError(as(control).postbacks.resend({ module: "control", postbackId: 2_000_000_000 }), "NOT_FOUND", POSTBACK_MESSAGES.noSuchPostback);
      await expectTRPCError(as(control).postbacks.get({ module: "control", postbackId: 2_000_000_000 }), "NOT_FOUND", POSTBACK_MESSAGES.noSuchPostback);
      await expectTRPCError(as(control).postbacks.resend({ module: "control", postbackId: "abc" as never }), "BAD_REQUEST", POSTBACK_MESSAGES.noSuchPostback);
    });
  });

  describe("mark", () => {
    const mark = (postbackId: number, input: Record<string, unknown>) => as(control).postbacks.mark({ module: "control", postbackId, ...input } as never);

    it("refuses without a memo of at least 2 characters, with the product's message, and changes nothing", async () => {
      const { postback } = await northPostback({ status: "FAILED" });
      for (const memo of [undefined, "", "x", "  y  "]) {
        await expectTRPCError(mark(postback.id, { status: "MARKED", memo }), "BAD_REQUEST", POSTBACK_MESSAGES.memoRequired);
      }
      expect(await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } })).toMatchObject({ status: "FAILED", memo: null });
      await expectTRPCError(mark(postback.id, { status: "DONE", memo: "ok" }), "BAD_REQUEST", POSTBACK_MESSAGES.chooseStatus);
      await expectTRPCError(mark(postback.id, { memo: "m".repeat(1001) }), "BAD_REQUEST", POSTBACK_MESSAGES.memoTooLong);
    });

    it("marks with the status and the trimmed memo, audited; MARKED is the default status", async () => {
      const { postback } = await northPostback({ status: "FAILED" });
      expect(await mark(postback.id, { memo: "  Posted by hand in Synergy  " })).toEqual({ status: "MARKED", memo: "Posted by hand in Synergy" });
      expect(await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } })).toMatchObject({ status: "MARKED", memo: "Posted by hand in Synergy", nextAttemptAt: null });
      const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "postback.marked", entityId: String(postback.id) } });
      expect(audit).toMatchObject({ actorId: control.userId, before: { status: "FAILED", memo: null }, after: { status: "MARKED", memo: "Posted by hand in Synergy" } });
    });

    it("PENDING puts it back in the queue, due now; SENT records when; FAILED stops the retries", async () => {
      const pending = (await northPostback({ status: "FAILED" })).postback;
      await mark(pending.id, { status: "PENDING", memo: "SIS is back, try again" });
      const row = await t.db.postback.findUniqueOrThrow({ where: { id: pending.id } });
      expect(row.status).toBe("PENDING");
      expect(Math.abs(row.nextAttemptAt!.getTime() - Date.now())).toBeLessThan(60_000);
      const sent = (await northPostback({ status: "FAILED" })).postback;
      await mark(sent.id, { status: "sent".toUpperCase(), memo: "Entered by the bookkeeper" });
      expect((await t.db.postback.findUniqueOrThrow({ where: { id: sent.id } })).sentAt).toBeInstanceOf(Date);
      const stopped = (await northPostback({ status: "PENDING", nextAttemptAt: new Date(Date.now() + DAY_MS) })).postback;
      await mark(stopped.id, { status: "FAILED", memo: "Wrong student, refunded" });
      expect(await t.db.postback.findUniqueOrThrow({ where: { id: stopped.id } })).toMatchObject({ status: "FAILED", nextAttemptAt: null });
    });

    it("answers 404 for an unknown postback", async () => {
      await expectTRPCError(mark(2_000_000_000, { status: "MARKED", memo: "ok" }), "NOT_FOUND", POSTBACK_MESSAGES.noSuchPostback);
    });
  });

  describe("one send at a time", () => {
    it("while a send holds the lease: a re-post and a mark answer 409, the queue skips it; after, all work", async () => {
      const { postback, reference } = await northPostback({ status: "PENDING" });
      const holder = await claimPostbackSend(t.db, postback.id, new Date());
      expect(holder).not.toBeNull();
      expect(await claimPostbackSend(t.db, postback.id, new Date())).toBeNull();
      await expectTRPCError(as(control).postbacks.resend({ module: "control", postbackId: postback.id }), "CONFLICT", POSTBACK_MESSAGES.sendingNow);
      await expectTRPCError(as(control).postbacks.mark({ module: "control", postbackId: postback.id, status: "MARKED", memo: "ok" }), "CONFLICT", POSTBACK_MESSAGES.sendingNow);
      expect(await sendDuePostback(jobContext({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }), postback.id)).toBeNull();
      expect((await as(control).postbacks.get({ module: "control", postbackId: postback.id })).sending).toBe(true);
      expect(sis.postbacksOf(reference).received).toBe(0);

      await releasePostbackSend(t.db, postback.id, holder!);
      expect((await as(control).postbacks.resend({ module: "control", postbackId: postback.id })).status).toBe("SENT");
      expect(sis.postbacksOf(reference).received).toBe(1);
    });

    it("a lease whose holder died runs out and can be taken again; only its holder releases it", async () => {
      const { postback } = await northPostback({ status: "FAILED" });
      const start = new Date();
      const dead = await claimPostbackSend(t.db, postback.id, start);
      const later = new Date(start.getTime() + SEND_CLAIM_LEASE_MS);
      const next = await claimPostbackSend(t.db, postback.id, later);
      expect(next).not.toBeNull();
      await releasePostbackSend(t.db, postback.id, dead!);
      expect(await claimPostbackSend(t.db, postback.id, later)).toBeNull();
      await releasePostbackSend(t.db, postback.id, next!);
      expect(await claimPostbackSend(t.db, postback.id, later)).not.toBeNull();
    });

    it("two mass runs and the queue on the same postbacks: each reaches the SIS, never twice at once", async () => {
      const made = await Promise.all(Array.from({ length: 4 }, () => northPostback({ status: "PENDING" })));
      const ids = made.map((m) => m.postback.id);
      const outcomes: string[] = [];
      // A mass postback as the screen runs it: the selected postbacks one after another.
      const massRun = async () => {
        for (const postbackId of ids) {
          try {
            outcomes.push((await as(control).postbacks.resend({ module: "control", postbackId })).status);
          } catch (error) {
            outcomes.push((error as Error).message);
          }
        }
      };
      const jobs = jobContext({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" });
      const queue = Promise.all(ids.map((id) => sendDuePostback(jobs, id)));
      await Promise.all([massRun(), massRun(), queue]);

      for (const { reference, postback } of made) {
        const seen = sis.postbacksOf(reference);
        expect(seen.received, reference).toBeGreaterThanOrEqual(1);
        expect(seen.maxInFlight, reference).toBe(1);
        expect((await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } })).status).toBe("SENT");
      }
      // Every refusal the runs met was the lease's, never an error of another kind.
      expect(outcomes.filter((o) => o !== "SENT").every((o) => o === POSTBACK_MESSAGES.sendingNow)).toBe(true);
      expect(await t.db.postbackSendClaim.count({ where: { postbackId: { in: ids } } })).toBe(0);
    });
  });
});
