/**
 * The forgot-password form's job, run by the real pg-boss worker: the form queues it, the worker
 * makes the link and the mail goes out through real SMTP (a test server), with nobody calling the
 * worker's function by hand.
 *
 * On a database of its own (created and migrated here, dropped after): a worker polling the whole
 * queue on the shared one would take other files' jobs and mail them through this file's transport.
 */
import { createTestContext, describeDb, uniqueEmail } from "@paydesk/tests/harness";
import { useQueueWorld } from "@paydesk/tests/queue-world";
import { expect, it } from "vitest";
import { hashToken } from "../platform/tokens.ts";
import { requestPasswordReset } from "./password-reset.ts";
import { startPasswordResetQueue } from "./reset-queue.ts";

const APP_URL = "http://paydesk.test";

describeDb("forgot password: the queued link is made and mailed by the job queue", (t) => {
  const world = useQueueWorld(t, "reset_queue", ({ pool, db, transport }) =>
    startPasswordResetQueue(pool, { db, mail: transport, appUrl: APP_URL }, { info: () => undefined, warn: () => undefined }),
  );

  const jobState = async (email: string) => {
    const { rows } = await world.pool.query<{ state: string }>(
      "SELECT state::text AS state FROM pgboss.job WHERE name = 'auth.password-reset' AND data->>'email' = $1",
      [email],
    );
    return rows.map((row) => row.state);
  };

  it("mails the link for an address with an account, and stores only the token's hash", async () => {
    const user = await world.fixtures.user({ label: "queued-reset" });
    const context = { ...createTestContext(world.db, null, { mail: world.transport, appUrl: APP_URL }), ip: "203.0.113.9" };
    await requestPasswordReset(context, user.email);

    const message = await world.smtp.waitFor((m) => m.to.includes(user.email));
    expect(message.subject).toBe("Reset your PayDesk password");
    const token = /http:\/\/paydesk\.test\/login\/reset\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    expect(token).toBeTruthy();
    const row = await world.db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.id).toBe(hashToken(token!));
    // The audit names who asked from where, as the request itself would have.
    expect(
      await world.db.auditEvent.findFirstOrThrow({ where: { action: "auth.password_reset_requested", entityId: String(user.id) } }),
    ).toMatchObject({
      actorId: null,
      ip: "203.0.113.9",
    });
  });

  it("completes the job of an address without an account and mails nothing", async () => {
    const email = uniqueEmail("queued-nobody");
    await requestPasswordReset(createTestContext(world.db, null, { mail: world.transport, appUrl: APP_URL }), email);
    await expect.poll(() => jobState(email), { timeout: 30_000, interval: 250 }).toEqual(["completed"]);
    expect(await world.db.outboundEmail.count({ where: { toAddress: email } })).toBe(0);
    expect(world.smtp.to(email)).toHaveLength(0);
  });
});
