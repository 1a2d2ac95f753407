/**
 * The guest cart's key: 32 random bytes, base64url, in the httpOnly `paydesk_cart` cookie; the
 * row keeps only its SHA-256, so a database read does not hand out anybody's cart.
 */
import { createHash, randomBytes } from "node:crypto";

export const GUEST_CART_COOKIE = "paydesk_cart";
/** 32 bytes are 43 base64url characters; anything much longer is not one of ours. */
const GUEST_KEY_MAX_LENGTH = 64;

export function newGuestCartKey(): string {
  return randomBytes(32).toString("base64url");
}

export function guestCartKeyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** A cookie value worth looking up: present and of a plausible size. */
export function plausibleGuestKey(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 && value.length <= GUEST_KEY_MAX_LENGTH ? value : null;
}
