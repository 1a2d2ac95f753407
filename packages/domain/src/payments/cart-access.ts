/**
 * Who may put an item in their cart (issue 9, spec 2 §4, CONVENTIONS §7). An item is payable when
 * it is active, out of draft and out of the trash. Then:
 * - terminal staff sell the items of their own company subtree;
 * - a parent buys items open to signed-in payers (available_to_users);
 * - a guest buys items open to guest checkout (disable_guest 0, or 2: guest checkout only).
 *
 * "Not open to you" and "does not exist" answer the same for parents and guests, so the public
 * learns nothing about hidden items; staff inside their subtree are told the item is not payable.
 */
import { isCompanyInScope, type Actor } from "../access.ts";

export type CartPurpose = "TERMINAL" | "PARENT" | "GUEST";

/** disable_guest 1: no guest checkout. */
const NO_GUESTS = 1;

export interface CartItemFacts {
  status: "ACTIVE" | "DRAFT" | "TRASH";
  isDraft: boolean;
  active: boolean;
  disableGuest: number;
  availableToUsers: boolean;
  companyPath: string;
}

export type CartItemAccess = "ok" | "unknown" | "not-payable";

export function cartItemAccess(purpose: CartPurpose, actor: Pick<Actor, "kind" | "companyPath"> | null, item: CartItemFacts): CartItemAccess {
  const payable = item.status === "ACTIVE" && !item.isDraft && item.active;
  if (purpose === "TERMINAL") {
    if (!actor || !isCompanyInScope(actor, item.companyPath)) return "unknown";
    return payable ? "ok" : "not-payable";
  }
  const open = purpose === "PARENT" ? item.availableToUsers : item.disableGuest !== NO_GUESTS;
  return payable && open ? "ok" : "unknown";
}
