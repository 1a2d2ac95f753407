import type { Actor } from "@paydesk/domain";
import { login, resolveSession, smtpTransport, type MailTransport } from "@paydesk/services";
import { hashToken } from "@paydesk/services/platform/tokens";
import { createTestContext, describeDb, expectTRPCError, uniqueEmail, type FixtureUser } from "@paydesk/tests/harness";
import { preparePasswordResetQueue, queuedPasswordResets, runQueuedPasswordResets } from "@paydesk/tests/password-reset-jobs";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { ACL_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const APP_URL = "http://paydesk.test";
const LINK = /http:\/\/paydesk\.test\/login\/reset\/([A-Za-z0-9_-]+)/;

/**
 * The single-use, expiring reset link sent by e-mail (POST
 * /login/forgot; docs/product/accounts-and-roles.md).
 */
describeDb("password reset by e-mailed link", (t) => {
  let smtp: SmtpReceiver;
  let mail: MailTransport;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    mail = smtpTransport(smtp.url);
    await preparePasswordResetQueue(t.url);
  });
  afterAll(async () => {
    mail.close?.();
    await smtp.close();
  });

  const as = (actor: Actor | null = null) => callerFor(t.db, actor, { mail, appUrl: APP_URL });
  /** Run the jobs the public form queued for `email`, as the job queue's worker does. */
  const runJobs = (email: string) => runQueuedPasswordResets({ db: t.db, mail, appUrl: APP_URL }, email);

  /** Ask for a link for `user` and read the token from the e-mail that arrives. */
  async function requestLink(user: FixtureUser): Promise<string> {
    const before = smtp.to(user.email).length;
    await as().auth.forgotPassword({ email: user.email });
    await runJobs(user.email);
    await smtp.waitFor((m) => m.to.includes(user.email) && smtp.to(user.email).length > before);
    const message = smtp.to(user.email).at(-1)!;
    return LINK.exec(message.text)![1]!;
  }

  const canSignIn = async (user: FixtureUser, password: string) => {
    try {
      await login(createTestContext(t.db, null), { email: user.email, password });
      return true;
    } catch {
      return false;
    }
  };

  describe("forgotPassword", () => {
    it("e-mails a link to the reset page; only the token's hash is stored, and the request is audited", async () => {
      const user = await t.fixtures.user({ label: "forgot" });
      const result = await as().auth.forgotPassword({ email: ` ${user.email.toUpperCase()} ` });
      expect(result).toEqual({ message: RESET_MESSAGES.sent });
      expect(await runJobs(user.email)).toBe(1);

      const message = await smtp.waitFor((m) => m.to.includes(user.email));
      expect(message.subject).toBe("Reset your PayDesk password");
      const token = LINK.exec(message.text)?.[1];
      expect(token).toBeTruthy();
      const row = await t.db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
      expect(row.id).toBe(hashToken(token!));
      // One hour (the row's creation time is the database's clock, the expiry the server's).
      expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 60 * 60 * 1000)).toBeLessThan(5_000);
      expect(await t.db.auditEvent.count({ where: { action: "auth.password_reset_requested", entityId: String(user.id) } })).toBe(
        1,
      );
    });

    it("does the same work for an address with an account and one without: one job each, nothing else until it runs", async () => {
      const user = await t.fixtures.user({ label: "forgot-alike" });
      const unknown = uniqueEmail("forgot-alike-nobody");
      const tokensBefore = await t.db.passwordResetToken.count();
      for (const email of [user.email, unknown]) {
        await expect(as().auth.forgotPassword({ email })).resolves.toEqual({ message: RESET_MESSAGES.sent });
        const jobs = await queuedPasswordResets(t.db, email);
        expect(jobs).toHaveLength(1);
        expect(jobs[0]).toMatchObject({ email: email.toLowerCase(), requestedById: null });
        expect(Number.isNaN(Date.parse(jobs[0]!.requestedAt))).toBe(false);
      }
      // The request made no link, mailed nothing and audited nothing: the job does that.
      expect(await t.db.passwordResetToken.count()).toBe(tokensBefore);
      expect(await t.db.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
      expect(await t.db.outboundEmail.count({ where: { toAddress: { in: [user.email, unknown] } } })).toBe(0);
      expect(await t.db.auditEvent.count({ where: { action: "auth.password_reset_requested", entityId: String(user.id) } })).toBe(
        0,
      );

      expect(await runJobs(user.email)).toBe(1);
      expect(await runJobs(unknown)).toBe(1);
      expect(await t.db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
      expect(await t.db.outboundEmail.count({ where: { toAddress: user.email, purpose: "password_reset" } })).toBe(1);
      expect(await t.db.outboundEmail.count({ where: { toAddress: unknown } })).toBe(0);
    });

    it("answers the same for an unknown or disabled address, and sends nothing", async () => {
      const unknown = uniqueEmail("nobody");
      const disabled = await t.fixtures.user({ label: "forgot-disabled", disabled: true });
      await expect(as().auth.forgotPassword({ email: unknown })).resolves.toEqual({ message: RESET_MESSAGES.sent });
      await expect(as().auth.forgotPassword({ email: disabled.email })).resolves.toEqual({ message: RESET_MESSAGES.sent });
      expect(await runJobs(unknown)).toBe(1);
      expect(await runJobs(disabled.email)).toBe(1);
      expect(await t.db.outboundEmail.count({ where: { toAddress: { in: [unknown, disabled.email] } } })).toBe(0);
      expect(await t.db.passwordResetToken.count({ where: { userId: disabled.id } })).toBe(0);
    });

    it("on the public form, answers as always when the mail server refuses, and keeps the message for the retry job", async () => {
      const user = await t.fixtures.user({ label: "forgot-refused-public" });
      smtp.refuseMessages(true);
      try {
        await expect(as().auth.forgotPassword({ email: user.email })).resolves.toEqual({ message: RESET_MESSAGES.sent });
        expect(await runJobs(user.email)).toBe(1);
      } finally {
        smtp.refuseMessages(false);
      }
      expect(await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: user.email } })).toMatchObject({ status: "FAILED" });
    });

    it("says 'Coult not send e-mail.' to an administrator sending the link when the mail server refuses", async () => {
      const company = await t.fixtures.company();
      const admin = await t.fixtures.user({ company });
      const user = await t.fixtures.user({ company, label: "forgot-refused" });
      smtp.refuseMessages(true);
      try {
        await expectTRPCError(
          as(await t.fixtures.actor(admin)).auth.forgotPassword({ email: user.email }),
          "INTERNAL_SERVER_ERROR",
          ACL_MESSAGES.couldNotSendEmail,
        );
      } finally {
        smtp.refuseMessages(false);
      }
    });

    it("needs an e-mail address", async () => {
      await expectTRPCError(as().auth.forgotPassword({ email: "  " }), "BAD_REQUEST", RESET_MESSAGES.emailRequired);
    });

    it("limits requests per address", async () => {
      const email = uniqueEmail("forgot-limit");
      for (let i = 0; i < 5; i++) await as().auth.forgotPassword({ email });
      await expectTRPCError(as().auth.forgotPassword({ email }), "TOO_MANY_REQUESTS", RESET_MESSAGES.tooManyRequests);
    });

    it("names the administrator who sent the link for someone else", async () => {
      const company = await t.fixtures.company();
      const admin = await t.fixtures.user({ company });
      const target = await t.fixtures.user({ company });
      await as(await t.fixtures.actor(admin)).auth.forgotPassword({ email: target.email });
      expect(await t.db.passwordResetToken.findFirstOrThrow({ where: { userId: target.id } })).toMatchObject({
        requestedById: admin.id,
      });
      expect(
        await t.db.auditEvent.findFirstOrThrow({
          where: { action: "auth.password_reset_requested", entityId: String(target.id) },
        }),
      ).toMatchObject({
        actorId: admin.id,
      });
    });
  });

  describe("checkResetToken and resetPassword", () => {
    it("resets the password once: the new one signs in, sessions end, must-change clears, and it is audited", async () => {
      const user = await t.fixtures.user({ label: "reset" });
      await t.db.user.update({ where: { id: user.id }, data: { mustChangePassword: true } });
      const { token: session } = await t.fixtures.signIn(user);
      const token = await requestLink(user);

      await expect(as().auth.checkResetToken({ token })).resolves.toEqual({ valid: true, email: user.email });
      await expect(
        as().auth.resetPassword({ token, newPassword: "Reset-Pass-1", newPassword2: "Reset-Pass-1" }),
      ).resolves.toEqual({
        message: RESET_MESSAGES.done,
      });
      expect(await canSignIn(user, "Reset-Pass-1")).toBe(true);
      expect(await canSignIn(user, user.password)).toBe(false);
      expect(await resolveSession(t.db, session)).toBeNull();
      expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).mustChangePassword).toBe(false);
      expect(await t.db.auditEvent.count({ where: { action: "auth.password_reset", entityId: String(user.id) } })).toBe(1);

      // Single use.
      await expect(as().auth.checkResetToken({ token })).resolves.toEqual({ valid: false, email: null });
      await expectTRPCError(
        as().auth.resetPassword({ token, newPassword: "Again-Pass-2", newPassword2: "Again-Pass-2" }),
        "BAD_REQUEST",
        RESET_MESSAGES.invalidLink,
      );
      expect(await canSignIn(user, "Reset-Pass-1")).toBe(true);
    });

    it("refuses an expired link", async () => {
      const user = await t.fixtures.user({ label: "reset-expired" });
      const token = await requestLink(user);
      await t.db.passwordResetToken.update({ where: { id: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
      await expect(as().auth.checkResetToken({ token })).resolves.toEqual({ valid: false, email: null });
      await expectTRPCError(
        as().auth.resetPassword({ token, newPassword: "Late-Pass-1", newPassword2: "Late-Pass-1" }),
        "BAD_REQUEST",
        RESET_MESSAGES.invalidLink,
      );
      expect(await canSignIn(user, user.password)).toBe(true);
    });

    it("lets a new link replace an earlier one", async () => {
      const user = await t.fixtures.user({ label: "reset-replaced" });
      const first = await requestLink(user);
      const second = await requestLink(user);
      await expect(as().auth.checkResetToken({ token: first })).resolves.toMatchObject({ valid: false });
      await expect(as().auth.checkResetToken({ token: second })).resolves.toMatchObject({ valid: true });
    });

    it("lets only one of two simultaneous submissions of the same link through", async () => {
      const user = await t.fixtures.user({ label: "reset-race" });
      const token = await requestLink(user);
      const results = await Promise.allSettled([
        as().auth.resetPassword({ token, newPassword: "Race-Pass-A", newPassword2: "Race-Pass-A" }),
        as().auth.resetPassword({ token, newPassword: "Race-Pass-B", newPassword2: "Race-Pass-B" }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    });

    it("refuses a link of a disabled account", async () => {
      const user = await t.fixtures.user({ label: "reset-disabled" });
      const token = await requestLink(user);
      await t.db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
      await expect(as().auth.checkResetToken({ token })).resolves.toMatchObject({ valid: false });
      await expectTRPCError(
        as().auth.resetPassword({ token, newPassword: "Gone-Pass-1", newPassword2: "Gone-Pass-1" }),
        "BAD_REQUEST",
        RESET_MESSAGES.invalidLink,
      );
    });

    it("checks the new password with the product's messages, and an unknown link with its own", async () => {
      const user = await t.fixtures.user({ label: "reset-rules" });
      const token = await requestLink(user);
      await expectTRPCError(
        as().auth.resetPassword({ token, newPassword: "abc", newPassword2: "abc" }),
        "BAD_REQUEST",
        PASSWORD_MESSAGES.tooShort,
      );
      await expectTRPCError(
        as().auth.resetPassword({ token, newPassword: "Long-Enough-1", newPassword2: "Long-Enough-2" }),
        "BAD_REQUEST",
        PASSWORD_MESSAGES.mismatch,
      );
      await expectTRPCError(
        as().auth.resetPassword({ token: "short", newPassword: "Long-Enough-1", newPassword2: "Long-Enough-1" }),
        "BAD_REQUEST",
        RESET_MESSAGES.invalidLink,
      );
      await expectTRPCError(
        as().auth.resetPassword({ token: "x".repeat(43), newPassword: "Long-Enough-1", newPassword2: "Long-Enough-1" }),
        "BAD_REQUEST",
        RESET_MESSAGES.invalidLink,
      );
      // The refusals did not use up the link.
      await expect(as().auth.checkResetToken({ token })).resolves.toMatchObject({ valid: true });
    });
  });
});
