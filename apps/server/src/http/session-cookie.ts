import type { SessionCookieJar } from "@paydesk/api";
import type { Request, Response } from "express";

export const SESSION_COOKIE = "pd_session";

/** The session cookie: httpOnly (no script reads it), SameSite=Lax, Secure over HTTPS. */
export function sessionCookieJar(req: Request, res: Response, secureCookies: boolean): SessionCookieJar {
  const secure = secureCookies || req.secure;
  return {
    set(token, expiresAt) {
      res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", secure, path: "/", expires: expiresAt });
    },
    clear() {
      res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/" });
    },
  };
}
