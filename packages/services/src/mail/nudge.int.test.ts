/**
 * Queued mail goes out within seconds (issue 12): a monitor's error match and a collections
 * reminder queue their mail in a transaction, with a delivery job naming the rows; the job's worker
 * hands them to the real SMTP transport (a test server) right after the commit — nobody calls a
 * delivery function here, and no retry run is waited for.
 *
 * On a database of its own (created and migrated here, dropped after): other files on the shared
 * one run the retry job with a clock pinned minutes ahead, which hands every queued row to their
 * own transport — this file's messages among them.
 */
import { createPool, migrateDeploy, type Db } from "@paydesk/db";
import { createFixtures, createTestContext, describeDb, openTestDb, uniqueEmail, uniqueSuffix, type FixtureCompany, type Fixtures } from "@paydesk/tests/harness";
import { createTestOrder } from "@paydesk/tests/orders";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { remindCollection } from "../collections/index.ts";
import { runMonitor } from "../monitors/index.ts";
import { startMailDeliveryQueue } from "./queue.ts";
import { deliverQueuedNow, queueEmails } from "./send.ts";
import { smtpTransport, type MailTransport } from "./transport.ts";

/** Well inside the 2 minutes the retry job's hand-off waits, and its 5-minute schedule. */
const PROMPTLY_MS = 10_000;

describeDb("mail: queued mail is delivered promptly", (t) => {
  const name = `mail_nudge_${uniqueSuffix()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  let db: Db;
  let fixtures: Fixtures;
  let smtp: SmtpReceiver;
  let transport: MailTransport;
  let pool: pg.Pool;
  let worker: { stop(): Promise<void> } | undefined;

  beforeAll(async () => {
    await t.db.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(t.url);
    url.pathname = `/${name}`;
    await migrateDeploy(url.toString());
    db = openTestDb(url.toString(), 3);
    fixtures = createFixtures(db);
    smtp = await startSmtpReceiver();
    transport = smtpTransport(smtp.url);
    pool = createPool(url.toString(), { max: 2 });
    worker = await startMailDeliveryQueue(pool, { db, mail: transport, appUrl: "http://localhost:3000" }, { info: () => undefined });
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await pool?.end();
    await db?.$disconnect();
    transport?.close?.();
    await smtp?.close();
    await t.db.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  async function voidOrder(company: FixtureCompany) {
    return db.order.create({
      data: { companyId: company.id, source: "TERMINAL", status: "VOID", payerName: "Vic Void", totalCents: 2500, paidCents: 2500, payments: { create: { method: "CASH", amountCents: 2500 } } },
    });
  }

  it("a monitor's error match e-mails its contacts within seconds of the run", async () => {
    const company = await fixtures.company({ kind: "SCHOOL" });
    const [a, b] = [uniqueEmail("nudge-monitor-a"), uniqueEmail("nudge-monitor-b")];
    const voided = await voidOrder(company);
    const monitor = await db.monitor.create({ data: { companyId: company.id, errorQueries: ["/ VOID /"], contactEmail: a, contact2Email: b } });

    const started = Date.now();
    const result = await runMonitor(createTestContext(db, null, { mail: transport }), monitor.id);
    expect(result).toMatchObject({ newErrorMatches: 1, emailed: 2 });
    const [first, second] = await Promise.all([smtp.waitFor((m) => m.to.includes(a), PROMPTLY_MS), smtp.waitFor((m) => m.to.includes(b), PROMPTLY_MS)]);
    expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
    expect(first.subject).toBe(`Monitor #${monitor.id} for ${company.name}: 1 new error match`);
    expect(second.text).toContain(`Order #${voided.id} VOID`);
    await expect
      .poll(async () => (await db.outboundEmail.findMany({ where: { toAddress: { in: [a, b] } }, select: { status: true, attempts: true } })).map((r) => [r.status, r.attempts]))
      .toEqual([
        ["SENT", 1],
        ["SENT", 1],
      ]);
  });

  it("a collections reminder reaches the payer within seconds of the click", async () => {
    const control = await fixtures.actor(await fixtures.user({ kind: "CONTROL", label: "nudge-control" }));
    const payer = uniqueEmail("nudge-payer");
    const order = await createTestOrder(db, await fixtures.company({ kind: "SCHOOL" }), { status: "PARTIAL", payerEmail: payer });
    await remindCollection(createTestContext(db, control, { mail: transport }), { source: "PARTIAL_ORDER", sourceId: order.id });
    const mail = await smtp.waitFor((m) => m.to.includes(payer), PROMPTLY_MS);
    expect(mail.text).toContain("$31.00 still due");
    expect(smtp.to(payer)).toHaveLength(1);
  });

  it("never sends a message twice: a second delivery of the same rows, or a row claimed already, sends nothing", async () => {
    const to = uniqueEmail("nudge-twice");
    await db.$transaction((tx) => queueEmails(tx, [{ to, subject: "Once", text: "Only once.", purpose: "test" }]));
    await smtp.waitFor((m) => m.to.includes(to), PROMPTLY_MS);
    const row = await db.outboundEmail.findFirstOrThrow({ where: { toAddress: to } });
    await expect.poll(async () => (await db.outboundEmail.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("SENT");
    // The same job run again (pg-boss retrying it after a crash) finds the row claimed.
    expect(await deliverQueuedNow(createTestContext(db, null, { mail: transport }), [row.id])).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(to)).toHaveLength(1);
  });
});
