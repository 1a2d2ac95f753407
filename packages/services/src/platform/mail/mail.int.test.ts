import { createTestContext, describeDb, uniqueEmail } from "@paydesk/tests/harness";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUED_HANDOFF_MS, queueEmails, retryFailedEmails, sendEmail } from "./send.ts";
import { DEFAULT_MAIL_FROM, mailTransportFromEnv, outboxTransport, smtpTransport, type MailTransport } from "./transport.ts";

/**
 * Every message is kept in the outbox; with SMTP_URL it also goes to a mail server
 * (docs/product/demo-and-production.md).
 */
describeDb("mail: outbox and SMTP transport", (t) => {
  let smtp: SmtpReceiver;
  let transport: MailTransport;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    transport = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close?.();
    await smtp.close();
  });

  const message = (to: string) => ({
    to,
    subject: "Reset your PayDesk password",
    // Longer than a mail line (76 characters): it must arrive whole.
    text: `Hello,\n\nOpen http://localhost:3000/login/reset/${"x".repeat(43)}?tracking=none within one hour.\n\nPayDesk`,
    purpose: "test",
  });

  describe("smtpTransport", () => {
    it("delivers over SMTP: sender, recipient, subject and the text as written", async () => {
      const to = uniqueEmail("smtp-plain");
      await transport.deliver(message(to));
      const mail = await smtp.waitFor((m) => m.to.includes(to));
      expect(mail.subject).toBe("Reset your PayDesk password");
      expect(mail.text).toBe(message(to).text);
      expect(mail.headers.get("from")).toBe(DEFAULT_MAIL_FROM);
      expect(mail.from).toBe("no-reply@paydesk.test");
    });

    it("fails when the server refuses the recipient", async () => {
      smtp.refuseMessages(true);
      try {
        await expect(transport.deliver(message(uniqueEmail("smtp-refused")))).rejects.toThrow(/550/);
      } finally {
        smtp.refuseMessages(false);
      }
    });

    it("fails at once when no server listens: the refused connection, not a timeout", async () => {
      const gone = await startSmtpReceiver();
      await gone.close();
      const unreachable = smtpTransport(gone.url);
      await expect(unreachable.deliver(message(uniqueEmail("smtp-gone")))).rejects.toMatchObject({
        code: "ESOCKET",
        message: expect.stringContaining("ECONNREFUSED"),
      });
      unreachable.close?.();
    });
  });

  describe("mailTransportFromEnv", () => {
    it("keeps mail in the outbox only unless SMTP_URL is set", () => {
      expect(mailTransportFromEnv({}).kind).toBe("outbox");
      const configured = mailTransportFromEnv({ SMTP_URL: smtp.url });
      expect(configured.kind).toBe("smtp");
      configured.close?.();
    });
  });

  describe("sendEmail", () => {
    it("records the message, delivers it, and marks it sent", async () => {
      const to = uniqueEmail("send-ok");
      expect(await sendEmail(createTestContext(t.db, null, { mail: transport }), { ...message(to), companyId: null })).toBe(true);
      const row = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: to } });
      expect(row).toMatchObject({
        status: "SENT",
        attempts: 1,
        lastError: null,
        purpose: "test",
        subject: "Reset your PayDesk password",
      });
      expect(row.sentAt).not.toBeNull();
      expect(smtp.to(to)).toHaveLength(1);
    });

    it("with the outbox transport only, stores the message as sent without any network", async () => {
      const to = uniqueEmail("send-outbox");
      expect(await sendEmail(createTestContext(t.db, null, { mail: outboxTransport }), message(to))).toBe(true);
      const row = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: to } });
      expect(row.status).toBe("SENT");
      expect(row.textBody).toBe(message(to).text);
      expect(smtp.to(to)).toHaveLength(0);
    });

    it("keeps a refused message as failed with the server's answer, and the retry job delivers it later", async () => {
      const to = uniqueEmail("send-retry");
      smtp.refuseMessages(true);
      try {
        expect(await sendEmail(createTestContext(t.db, null, { mail: transport }), message(to))).toBe(false);
      } finally {
        smtp.refuseMessages(false);
      }
      const failed = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: to } });
      expect(failed).toMatchObject({ status: "FAILED", attempts: 1, sentAt: null });
      expect(failed.lastError).toMatch(/550/);
      expect(smtp.to(to)).toHaveLength(0);

      await retryFailedEmails(createTestContext(t.db, null, { mail: transport }));
      const retried = await t.db.outboundEmail.findUniqueOrThrow({ where: { id: failed.id } });
      expect(retried).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
      expect(smtp.to(to)).toHaveLength(1);
    });

    it("sends a failed message once when two retry runs overlap", async () => {
      const to = uniqueEmail("send-overlap");
      smtp.refuseMessages(true);
      try {
        expect(await sendEmail(createTestContext(t.db, null, { mail: transport }), message(to))).toBe(false);
      } finally {
        smtp.refuseMessages(false);
      }
      await Promise.all([
        retryFailedEmails(createTestContext(t.db, null, { mail: transport })),
        retryFailedEmails(createTestContext(t.db, null, { mail: transport })),
      ]);
      expect(smtp.to(to)).toHaveLength(1);
      expect(await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: to } })).toMatchObject({
        status: "SENT",
        attempts: 2,
      });
    });

    it("stops retrying after the last attempt", async () => {
      const to = uniqueEmail("send-give-up");
      const row = await t.db.outboundEmail.create({
        data: {
          toAddress: to,
          subject: "s",
          textBody: "t",
          purpose: "test",
          status: "FAILED",
          attempts: 5,
          lastError: "earlier",
        },
      });
      await retryFailedEmails(createTestContext(t.db, null, { mail: transport }), 5);
      expect(await t.db.outboundEmail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        status: "FAILED",
        attempts: 5,
      });
      expect(smtp.to(to)).toHaveLength(0);
    });
  });
  describe("queueEmails (written inside a transaction, delivered by the retry job)", () => {
    it("keeps queued messages with the transaction that wrote them, and the job delivers them once they are old enough", async () => {
      const kept = uniqueEmail("queue-kept");
      const rolledBack = uniqueEmail("queue-rolled-back");
      await t.db.$transaction((tx) => queueEmails(tx, [{ ...message(kept), purpose: "test" }]));
      await t.db
        .$transaction(async (tx) => {
          await queueEmails(tx, [{ ...message(rolledBack), purpose: "test" }]);
          throw new Error("the change failed");
        })
        .catch(() => undefined);
      expect(await t.db.outboundEmail.count({ where: { toAddress: rolledBack } })).toBe(0);
      const row = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: kept } });
      expect(row).toMatchObject({ status: "QUEUED", attempts: 0 });

      // Too young: a sender may still be delivering it.
      await retryFailedEmails(createTestContext(t.db, null, { mail: transport }));
      expect(smtp.to(kept)).toHaveLength(0);
      const later = () => new Date(row.createdAt.getTime() + QUEUED_HANDOFF_MS + 1000);
      await retryFailedEmails(createTestContext(t.db, null, { mail: transport, now: later }));
      expect(smtp.to(kept)).toHaveLength(1);
      expect(await t.db.outboundEmail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "SENT", attempts: 1 });
    });
  });
});
