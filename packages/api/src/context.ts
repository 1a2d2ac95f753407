import type { Db } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import type { MailTransport, SessionInfo } from "@paydesk/services";

/** How the server sets and clears the session cookie; tests pass a recorder. */
export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Context {
  db: Db;
  actor: Actor | null;
  session: SessionInfo | null;
  authMethod: "session" | "api_key" | null;
  ip: string | null;
  userAgent: string | null;
  cookies: SessionCookieJar;
  /** Outgoing mail (the outbox, plus SMTP when configured). */
  mail: MailTransport;
  /** The public origin used in links sent by e-mail, e.g. http://localhost:3000. */
  appUrl: string;
}

export const noopCookieJar: SessionCookieJar = { set: () => undefined, clear: () => undefined };
