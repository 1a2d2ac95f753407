/**
 * Receipt tokens: `/pay/receipt/{orderId}/{token}/view` opens a receipt for whoever holds the
 * token (the payer's browser after checkout, the e-mailed link). Only the token's SHA-256 is kept
 * (orders.receipt_token_hash), so a leaked table opens no receipt; comparison is constant-time.
 */
import { timingSafeEqual } from "node:crypto";
import { hashToken, newToken } from "../platform/tokens.ts";

/** A fresh token for the payer and the hash to store on the order (checkout writes it with the order). */
export function newReceiptToken(): { token: string; hash: string } {
  return newToken(32);
}

export function hashReceiptToken(token: string): string {
  return hashToken(token);
}

/** Does `token` open the order whose stored hash is `storedHash`? Constant time in the token's content. */
export function receiptTokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash || token.length === 0) return false;
  const given = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
