import type { Context, SessionCookieJar } from "@paydesk/api";
import type { Db } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { outboxTransport, systemClock, type MailTransport, type SessionInfo } from "@paydesk/services";

/** A cookie jar that remembers what a procedure did with the session cookie. */
export interface RecordingCookieJar extends SessionCookieJar {
  readonly sets: { token: string; expiresAt: Date }[];
  readonly cleared: number;
}

export function recordingCookieJar(): RecordingCookieJar {
  const sets: { token: string; expiresAt: Date }[] = [];
  let cleared = 0;
  return {
    set(token, expiresAt) {
      sets.push({ token, expiresAt });
    },
    clear() {
      cleared += 1;
    },
    get sets() {
      return sets;
    },
    get cleared() {
      return cleared;
    },
  };
}

export interface TestContextOptions {
  session?: SessionInfo | null;
  authMethod?: Context["authMethod"];
  ip?: string | null;
  userAgent?: string | null;
  cookies?: SessionCookieJar;
  /** Outgoing mail; default the outbox (mail lands in the database, docs/product/demo-and-production.md). */
  mail?: MailTransport;
  appUrl?: string;
  /** The clock; default the system's. */
  now?: () => Date;
  /** A guest's cart key (the `paydesk_cart` cookie) and the jar that sets it; default none. */
  guestCartKey?: Context["guestCartKey"];
  guestCartCookie?: Context["guestCartCookie"];
}

/**
 * The Context the HTTP layer would build for `actor` (null: signed out). With a session it is a
 * cookie-authenticated request; without one, an API-key request when an actor is given.
 */
export function createTestContext(db: Db, actor: Actor, options?: TestContextOptions): Context & { actor: Actor };
export function createTestContext(db: Db, actor: Actor | null, options?: TestContextOptions): Context;
export function createTestContext(db: Db, actor: Actor | null, options: TestContextOptions = {}): Context {
  const session = options.session ?? null;
  return {
    db,
    actor,
    session,
    authMethod: options.authMethod !== undefined ? options.authMethod : actor ? (session ? "session" : "api_key") : null,
    ip: options.ip !== undefined ? options.ip : uniqueIp(),
    userAgent: options.userAgent !== undefined ? options.userAgent : "vitest",
    cookies: options.cookies ?? recordingCookieJar(),
    mail: options.mail ?? outboxTransport,
    appUrl: options.appUrl ?? "http://localhost:3000",
    now: options.now ?? systemClock,
    ...(options.guestCartKey !== undefined ? { guestCartKey: options.guestCartKey } : {}),
    ...(options.guestCartCookie ? { guestCartCookie: options.guestCartCookie } : {}),
  };
}

let ipCounter = 0;
/**
 * A fresh client address: sign-in failures are also counted per address, so tests that share one
 * database must not share an address unless that is what they test.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  const r = Math.floor(Math.random() * 250) + 1;
  return `10.${r}.${(process.pid + ipCounter) % 250}.${ipCounter % 250}`;
}
