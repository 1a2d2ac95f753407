/**
 * The statements e-mail upload through the router on a real database: rows posted 10 at a time
 * become statement e-mails in the outbox, exactly once per row even when a chunk is re-sent.
 */
import type { Actor } from "@paydesk/domain";
import { QUEUED_HANDOFF_MS, STATEMENT_EMAIL_PURPOSE, jobContext, outboxTransport, retryFailedEmails, runUploadBatch, type MailTransport } from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, STATEMENT_MESSAGES } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

describeDb("statements upload router", (t) => {
  const tag = `st${uniqueSuffix()}`;
  const addr = (n: number) => `payer${n}.${tag}@statements.test`;
  const row = (n: number, amount = "25.00") => ({ email: addr(n), name: `Payer ${n}`, amount_due: amount, description: `Fees ${n}` });
  let control: Actor;
  let schoolAdmin: Actor;
  const as = (actor: Actor, mail?: MailTransport) => callerFor(t.db, actor, { mail });
  const outbox = (emails: string[]) =>
    t.db.outboundEmail.findMany({ where: { toAddress: { in: emails }, purpose: STATEMENT_EMAIL_PURPOSE }, orderBy: { id: "asc" } });

  beforeAll(async () => {
    control = await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL", label: "st-control" }));
    schoolAdmin = await t.fixtures.actor(await t.fixtures.user({ label: "st-school" }));
  });

  const begin = async () => (await as(control).uploads.start({ module: "control", kind: "statements", options: {} })).tableKey;

  it("is control's only: a school administrator is refused", async () => {
    await expectTRPCError(as(schoolAdmin).uploads.start({ module: "control", kind: "statements", options: {} }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(as(schoolAdmin).uploads.start({ module: "school", kind: "statements", options: {} }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    const key = await begin();
    await expectTRPCError(as(schoolAdmin).statementsUpload.receive({ module: "control", key, file_data: [], finished: "yes" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(as(schoolAdmin).statementsUpload.report({ module: "control", key }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
  });

  it("sends one e-mail per valid row, reports the bad row, and a re-sent chunk sends nothing more", async () => {
    const key = await begin();
    const chunk = [row(1), row(2), { ...row(3), email: "not-an-email" }, row(4, "$1,234.50")];
    const first = await as(control).statementsUpload.receive({ module: "control", key, file_data: chunk, finished: "no", offset: 0 });
    expect(first).toMatchObject({ rows: 4, sent: 3, errors: 1, finished: false });
    expect(first.errorRows).toEqual([{ row: 3, email: "not-an-email", messages: [STATEMENT_MESSAGES.invalidEmail] }]);

    const again = await as(control).statementsUpload.receive({ module: "control", key, file_data: chunk, finished: "no", offset: 0 });
    expect(again).toMatchObject({ rows: 4, sent: 3, errors: 1 });

    const last = await as(control).statementsUpload.receive({ module: "control", key, file_data: [row(5)], finished: "yes", offset: 4 });
    expect(last).toMatchObject({ rows: 5, sent: 4, errors: 1, finished: true });

    const mails = await outbox([1, 2, 4, 5].map(addr));
    expect(mails.map((mail) => mail.toAddress)).toEqual([addr(1), addr(2), addr(4), addr(5)]);
    // Queued in the shared outbox (queueEmails) in the post's transaction; the mail job delivers them.
    expect(mails.map((mail) => [mail.status, mail.attempts, mail.companyId])).toEqual(mails.map(() => ["QUEUED", 0, expect.any(Number)]));
    expect(mails[2]?.subject).toBe("Your statement: $1,234.50 due");
    expect(mails[2]?.textBody).toContain("Dear Payer 4,");
    expect(mails[2]?.textBody).toContain("Fees 4");

    expect(await as(control).statementsUpload.report({ module: "control", key })).toMatchObject({ rows: 5, sent: 4, errors: 1, finished: true });
  });

  it("knows a legacy client's re-sent rows by their content when no offset is sent", async () => {
    const key = await begin();
    const chunk = [row(11), row(12)];
    await as(control).statementsUpload.receive({ module: "control", key, file_data: chunk, finished: "no" });
    const again = await as(control).statementsUpload.receive({ module: "control", key, file_data: [row(12), row(13)], finished: "yes" });
    expect(again).toMatchObject({ rows: 3, sent: 3, errors: 0, finished: true });
    expect((await outbox([11, 12, 13].map(addr))).length).toBe(3);
  });

  it("sends each row once when the same chunk arrives twice at the same moment", async () => {
    const key = await begin();
    const chunk = Array.from({ length: 10 }, (_, index) => row(100 + index));
    const post = () => as(control).statementsUpload.receive({ module: "control", key, file_data: chunk, finished: "no", offset: 0 });
    await Promise.all([post(), post(), post()]);
    expect((await outbox(chunk.map((r) => r.email))).length).toBe(10);
  });

  it("refuses new rows once finished, an unknown key with 404, and more than 100 rows at once", async () => {
    const key = await begin();
    await as(control).statementsUpload.receive({ module: "control", key, file_data: [row(21)], finished: "yes", offset: 0 });
    // The final chunk sent again is fine; a new row is not.
    await as(control).statementsUpload.receive({ module: "control", key, file_data: [row(21)], finished: "yes", offset: 0 });
    await expectTRPCError(
      as(control).statementsUpload.receive({ module: "control", key, file_data: [row(22)], finished: "no", offset: 1 }),
      "CONFLICT",
      STATEMENT_MESSAGES.alreadyFinished,
    );
    await expectTRPCError(as(control).statementsUpload.report({ module: "control", key: "no-such-key" }), "NOT_FOUND", STATEMENT_MESSAGES.keyUnknown);
    await expectTRPCError(
      as(control).statementsUpload.receive({ module: "control", key, file_data: Array.from({ length: 101 }, () => row(23)), finished: "no" }),
      "BAD_REQUEST",
      STATEMENT_MESSAGES.tooManyRows,
    );
    expect((await outbox([addr(21), addr(22)])).length).toBe(1);
  });

  it("sends nothing more when the pipeline is asked to process a statements key (uploads.process, the job)", async () => {
    const key = await begin();
    await as(control).statementsUpload.receive({ module: "control", key, file_data: [row(41), row(42)], finished: "no", offset: 0 });
    await as(control).uploads.process({ module: "control", key, options: {} });
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
    await runUploadBatch(jobContext({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }), batch.id);
    expect((await outbox([addr(41), addr(42)])).length).toBe(2);
  });

  it("queues the e-mails in the shared outbox; the mail job delivers each once, after the commit and the hand-off time", async () => {
    const delivered: string[] = [];
    const smtp: MailTransport = { kind: "smtp", deliver: async (message) => void delivered.push(message.to) };
    // The job delivers every queued row it finds, other tests' too: count only this test's.
    const mine = () => delivered.filter((to) => to === addr(31) || to === addr(32)).sort();
    const key = await begin();
    await as(control, smtp).statementsUpload.receive({ module: "control", key, file_data: [row(31), row(32)], finished: "yes", offset: 0 });
    expect(delivered).toEqual([]);
    expect((await outbox([addr(31), addr(32)])).map((mail) => [mail.status, mail.attempts])).toEqual([
      ["QUEUED", 0],
      ["QUEUED", 0],
    ]);
    // Within QUEUED_HANDOFF_MS the job leaves them alone; past it, it delivers them, once.
    await retryFailedEmails(createTestContext(t.db, null, { mail: smtp }));
    expect(mine()).toEqual([]);
    const later = () => new Date(Date.now() + QUEUED_HANDOFF_MS + 60_000);
    await retryFailedEmails(createTestContext(t.db, null, { mail: smtp, now: later }));
    await retryFailedEmails(createTestContext(t.db, null, { mail: smtp, now: later }));
    expect(mine()).toEqual([addr(31), addr(32)]);
    expect((await outbox([addr(31), addr(32)])).map((mail) => [mail.status, mail.attempts])).toEqual([
      ["SENT", 1],
      ["SENT", 1],
    ]);
  });
});
