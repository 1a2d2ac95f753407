/**
 * An SMTP server inside the test process: the app's real SMTP transport (nodemailer) delivers to
 * it over loopback, and tests read what arrived. It can also refuse messages, to test what the
 * app does when the mail server says no.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  headers: Map<string, string>;
  raw: string;
}

export interface SmtpReceiver {
  /** For `smtpTransport(url)` or SMTP_URL: plain SMTP on loopback, no TLS, no login. */
  readonly url: string;
  readonly port: number;
  readonly messages: readonly ReceivedMail[];
  /** While set, every message is refused with a 550 (the transport's delivery fails). */
  refuseMessages(refuse: boolean): void;
  /** The first message (already arrived or arriving within `timeoutMs`) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The messages sent to `address` (any case), oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpReceiverOptions {
  port?: number;
  host?: string;
  /**
   * Recipients refused with a 550 whatever refuseMessages says: a receiver shared by many tests
   * refuses only the addresses one test made for that, so the others' mail still arrives.
   */
  refuse?: (recipient: string) => boolean;
}

export async function startSmtpReceiver(options: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const host = options.host ?? "127.0.0.1";
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();
  let refusing = false;

  const server = new SMTPServer({
    // Loopback only: no STARTTLS (it would need a certificate) and no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusing || options.refuse?.(address.address)) {
        const error = new Error("Mailbox unavailable (refused by the test)") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = parseMessage(raw, {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    refuseMessages(refuse) {
      refusing = refuse;
    },
    waitFor(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter))
            reject(new Error(`no matching e-mail arrived within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs).unref();
      });
    },
    to(address) {
      const wanted = address.toLowerCase();
      return messages.filter((m) => m.to.some((to) => to.toLowerCase() === wanted));
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Headers and text of a single-part message as nodemailer writes it (7bit, quoted-printable or base64). */
function parseMessage(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  let text = body;
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(body);
  else if (encoding === "base64") text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return {
    ...envelope,
    subject: decodeEncodedWords(headers.get("subject") ?? ""),
    text: text.replace(/\r\n/g, "\n").replace(/\n$/, ""),
    headers,
    raw,
  };
}

function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_all, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}
