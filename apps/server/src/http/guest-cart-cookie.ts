import { GUEST_CART_COOKIE, plausibleGuestKey, type GuestCartCookieJar } from "@paydesk/services";
import type { Request, Response } from "express";

/** A guest cart lives as long as a browser keeps coming back; 30 days after the cart was made. */
const GUEST_CART_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The key of the guest cart in the request's `paydesk_cart` cookie, if it looks like one of ours. */
export function guestCartKeyOf(req: Request): string | null {
  return plausibleGuestKey((req.cookies as Record<string, unknown> | undefined)?.[GUEST_CART_COOKIE]);
}

/**
 * Sets the guest cart cookie (docs/product/checkout-and-payments.md, Carts): httpOnly (no script reads it),
 * SameSite=Lax (a cross-site POST does not carry it), Secure when the request came over HTTPS or the app runs
 * behind it. The browser holds the key; the database only its SHA-256.
 */
export function guestCartCookieJar(req: Request, res: Response, secureCookies: boolean): GuestCartCookieJar {
  const secure = secureCookies || req.secure;
  return {
    set(key) {
      res.cookie(GUEST_CART_COOKIE, key, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: GUEST_CART_MAX_AGE_MS });
    },
  };
}
