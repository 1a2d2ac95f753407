/**
 * Whose cart a checkout pays and what it answers (docs/product/checkout-and-payments.md). The procedures say
 * who the payer is; the services never guess it from the request.
 */
import type { Actor } from "@paydesk/domain";

export type CartOwner =
  /**
   * Staff at the virtual terminal: their own terminal cart. `seller` is who sells: checkout sells
   * only items they may touch (domain `assertMaySellAll`), whatever the cart already holds.
   */
  | { purpose: "TERMINAL"; userId: number; seller: Pick<Actor, "kind" | "companyPath" | "categoryIds"> }
  /** A signed-in parent: their cart. */
  | { purpose: "PARENT"; userId: number }
  /** A guest browser: the SHA-256 of its cart cookie's key. */
  | { purpose: "GUEST"; keyHash: string };

export interface CheckoutAnswer {
  status: "success" | "partial";
  orderId: number;
  amountChargedCents: number;
  amountDueCents: number;
  /**
   * Handed out once per order, by the checkout that created it: /pay/receipt/{orderId}/{receiptToken}/view.
   * Null when paying the rest of an order (its token was handed out already; only a hash is kept).
   */
  receiptToken: string | null;
  redirect: string;
}

/** Where the payer goes next: the terminal's pages, or the receipt for parents and guests. */
export type RedirectFor = (answer: Omit<CheckoutAnswer, "redirect">) => string;

export function terminalRedirect(module: string): RedirectFor {
  return ({ status, orderId }) =>
    status === "success" ? `/${module}/virtual-terminal/success?order_id=${orderId}` : `/${module}/virtual-terminal/order-summary/${orderId}`;
}

/** A parent: their success page, which shows the receipt (and what is still due). */
export const parentRedirect: RedirectFor = ({ orderId }) => `/parent/success?order_id=${orderId}`;

/** A guest: the success page by the receipt token (only the token lets a guest see the order). */
export const guestRedirect: RedirectFor = ({ orderId, receiptToken }) => `/pay/success/${orderId}/${receiptToken ?? ""}`;

/** Whose cart, as the claim reads it: the owner without the seller's rights. */
export type CartOwnerKey = { purpose: "TERMINAL" | "PARENT"; userId: number } | { purpose: "GUEST"; keyHash: string };

/** Who the idempotency key belongs to (checkout_requests.scope). */
export function scopeOf(owner: CartOwnerKey): string {
  return owner.purpose === "GUEST" ? `guest:${owner.keyHash}` : `user:${owner.userId}`;
}
