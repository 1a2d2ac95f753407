/**
 * The forgot-password form's job, run by the real pg-boss worker: the form queues it, the worker
 * makes the link and the mail goes out through real SMTP (a test server), with nobody calling the
 * worker's function by hand.
 *
 * On a database of its own (created and migrated here, dropped after): a worker polling the whole
 * queue on the shared one would take other files' jobs and mail them through this file's transport.
 */
import { createPool, migrateDeploy, type Db } from "@paydesk/db";
import {
  createFixtures,
  createTestContext,
  describeDb,
  openTestDb,
  uniqueEmail,
  uniqueSuffix,
  type Fixtures,
} from "@paydesk/tests/harness";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { smtpTransport, type MailTransport } from "../mail/transport.ts";
import { hashToken } from "./tokens.ts";
import { requestPasswordReset } from "./password-reset.ts";
import { startPasswordResetQueue } from "./reset-queue.ts";

const APP_URL = "http://paydesk.test";

describeDb("forgot password: the queued link is made and mailed by the job queue", (t) => {
  const name = `reset_queue_${uniqueSuffix()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
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
    worker = await startPasswordResetQueue(
      pool,
      { db, mail: transport, appUrl: APP_URL },
      { info: () => undefined, warn: () => undefined },
    );
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await pool?.end();
    await db?.$disconnect();
    transport?.close?.();
    await smtp?.close();
    await t.db.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  const jobState = async (email: string) => {
    const { rows } = await pool.query<{ state: string }>(
      "SELECT state::text AS state FROM pgboss.job WHERE name = 'auth.password-reset' AND data->>'email' = $1",
      [email],
    );
    return rows.map((row) => row.state);
  };

  it("mails the link for an address with an account, and stores only the token's hash", async () => {
    const user = await fixtures.user({ label: "queued-reset" });
    const context = { ...createTestContext(db, null, { mail: transport, appUrl: APP_URL }), ip: "203.0.113.9" };
    await requestPasswordReset(context, user.email);

    const message = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(message.subject).toBe("Reset your PayDesk password");
    const token = /http:\/\/paydesk\.test\/login\/reset\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    expect(token).toBeTruthy();
    const row = await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.id).toBe(hashToken(token!));
    // The audit names who asked from where, as the request itself would have.
    expect(
      await db.auditEvent.findFirstOrThrow({ where: { action: "auth.password_reset_requested", entityId: String(user.id) } }),
    ).toMatchObject({
      actorId: null,
      ip: "203.0.113.9",
    });
  });

  it("completes the job of an address without an account and mails nothing", async () => {
    const email = uniqueEmail("queued-nobody");
    await requestPasswordReset(createTestContext(db, null, { mail: transport, appUrl: APP_URL }), email);
    await expect.poll(() => jobState(email), { timeout: 30_000, interval: 250 }).toEqual(["completed"]);
    expect(await db.outboundEmail.count({ where: { toAddress: email } })).toBe(0);
    expect(smtp.to(email)).toHaveLength(0);
  });
});
