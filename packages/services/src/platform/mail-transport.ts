/** Where mail goes, as the service context carries it; mail/transport.ts makes the outbox and SMTP ones. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Where mail goes. By default nowhere beyond the outbox table (CONVENTIONS §1: browsable at
 * /control/operations/outbox); with SMTP_URL, to a real SMTP server as well.
 */
export interface MailTransport {
  readonly kind: "outbox" | "smtp";
  deliver(message: MailMessage): Promise<void>;
  close?(): void;
}
