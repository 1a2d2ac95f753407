import type { Db } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import type { SessionInfo } from "@paydesk/services";

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
}

export const noopCookieJar: SessionCookieJar = { set: () => undefined, clear: () => undefined };
