import nodemailer from "nodemailer";

/** A message as a transport hands it on. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Where mail goes. By default nowhere beyond the outbox table (docs/product/demo-and-production.md: browsable
 * at /control/operations/outbox); with SMTP_URL, to a real SMTP server as well.
 */
export interface MailTransport {
  readonly kind: "outbox" | "smtp";
  deliver(message: MailMessage): Promise<void>;
  close?(): void;
}

export const outboxTransport: MailTransport = { kind: "outbox", deliver: async () => undefined };

export const DEFAULT_MAIL_FROM = "PayDesk <no-reply@paydesk.test>";

/**
 * Give up on an unreachable or silent mail server within seconds, not nodemailer's minutes: a
 * request that sends mail waits for it. Query parameters of the URL (`?connectionTimeout=`,
 * `?ignoreTLS=true`) override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string, from = DEFAULT_MAIL_FROM): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    kind: "smtp",
    async deliver(message) {
      await transporter.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}

/** SMTP_URL (smtp://host:port, smtps://user:pass@host) selects SMTP; otherwise the outbox only. */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM || DEFAULT_MAIL_FROM) : outboxTransport;
}
