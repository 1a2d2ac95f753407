/**
 * The browser tests' mail server, as a test sees it. The run's app (playwright.config.ts) sends
 * its mail over real SMTP to a receiver started beside it (mail-sink-server.ts), which keeps what
 * arrives and answers it over HTTP, so a test reads a message as delivered, in any worker. Every
 * message is kept in the app's outbox as well (docs/product/control-area.md, Outbox), as without SMTP.
 * Its ports follow the app's (ports.ts).
 */
import type { APIRequestContext } from "@playwright/test";
import { e2ePort, mailSinkPorts } from "./ports.ts";

/** Recipients at this domain are refused by the mail server (a 550 at RCPT TO): the path of mail that cannot be sent. */
export const REFUSED_MAIL_DOMAIN = "refused.e2e.test";

/** What the receiver kept of a message. */
export interface DeliveredMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export class MailSink {
  readonly origin: string;

  constructor(
    private readonly request: APIRequestContext,
    appPort = e2ePort(),
  ) {
    this.origin = `http://127.0.0.1:${mailSinkPorts(appPort).http}`;
  }

  /** The first message to `address` (any case), waiting for it to arrive (the receiver answers when it does). */
  async waitFor(address: string, timeoutMs = 15_000): Promise<DeliveredMail> {
    const res = await this.request.get(`${this.origin}/mail`, { params: { to: address, timeoutMs }, timeout: timeoutMs + 5_000 });
    if (!res.ok()) throw new Error(`no e-mail to ${address}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as DeliveredMail;
  }
}
