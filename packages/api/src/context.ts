import type { GuestCartCookieJar, ServiceContext } from "@paydesk/services";
import type { UploadedFile } from "./shims/file-check.ts";

/** How the server sets and clears the session cookie; tests pass a recorder. */
export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/**
 * A request's context: the service context every service function takes first (db, actor,
 * session, ip, user agent, mail, app URL, clock), plus what only the transport needs. Procedures
 * hand `ctx` itself to services, so request details never travel one by one.
 */
export interface Context extends ServiceContext {
  authMethod: "session" | "api_key" | null;
  cookies: SessionCookieJar;
  /**
   * The guest cart (docs/product/checkout-and-payments.md, Carts): the key from the
   * `paydesk_cart` cookie (null or absent: none) and the jar that sets it when a guest's first add
   * creates the cart. Optional so contexts built for signed-in callers (tests, tools) need not
   * name them; absent means no guest cart.
   */
  guestCartKey?: string | null;
  guestCartCookie?: GuestCartCookieJar;
  /** The file an upload shim received (absent for every other call): `uploads.start` checks it. */
  uploadFile?: UploadedFile;
}

export const noopCookieJar: SessionCookieJar = { set: () => undefined, clear: () => undefined };
