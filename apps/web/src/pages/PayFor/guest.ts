import type { DisableGuest } from "@paydesk/validators";

/** The guest cart's addresses (public, outside the module shell). */
export const GUEST_PATHS = {
  checkout: "/pay/checkout",
  receipt: (orderId: number, token: string) => `/pay/success/${orderId}/${encodeURIComponent(token)}`,
  payRest: (orderId: number, token: string) => `/pay/rest/${orderId}/${encodeURIComponent(token)}`,
} as const;

/**
 * How the pay-for page takes the payment (disable_guest, docs/product/items-and-fees.md): a
 * signed-in parent adds to their own cart; a visitor pays as a guest where the item allows guests
 * (0, or 2 guest checkout only) and is asked to sign in where it does not (1). Signed-in parents
 * are not offered a guest-checkout-only item (the parent area never lists one), and staff accounts
 * have no cart here.
 */
export type PayForFlow = "parent" | "guest" | "sign-in" | "guest-only" | "staff";

export function payForFlow(disableGuest: DisableGuest, signedIn: { isParent: boolean } | null): PayForFlow {
  if (signedIn === null) return disableGuest === 1 ? "sign-in" : "guest";
  if (!signedIn.isParent) return "staff";
  return disableGuest === 2 ? "guest-only" : "parent";
}
