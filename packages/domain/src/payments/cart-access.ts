/**
 * Who may put an item in their cart (docs/product/items-and-fees.md, docs/product/checkout-and-payments.md).
 * An item is payable when it is active, out of draft and out of the trash. Then:
 * - terminal staff sell the items they may touch (`itemAccessRefusal`): of their own company
 *   subtree and, for a role limited to some categories, of those categories only;
 * - a parent buys items open to signed-in payers (available_to_users);
 * - a guest buys items open to guest checkout (disable_guest 0, or 2: guest checkout only).
 *
 * "Not open to you" and "does not exist" answer the same for parents and guests, so the public
 * learns nothing about hidden items; staff inside their subtree are told the item is not payable.
 */
import { ITEM_FORM_MESSAGES } from "@paydesk/validators";
import { accessDenied, type Actor } from "../access.ts";
import { AppError } from "../errors.ts";
import { itemAccessRefusal, type ItemAccessTarget } from "../items/access.ts";

export type CartPurpose = "TERMINAL" | "PARENT" | "GUEST";

/** disable_guest 1: no guest checkout. */
const NO_GUESTS = 1;

/** Guests may check out an item with this disable_guest: 0 (guests too) or 2 (guest checkout only). */
export function openToGuests(disableGuest: number): boolean {
  return disableGuest !== NO_GUESTS;
}

export interface CartItemFacts {
  status: "ACTIVE" | "DRAFT" | "TRASH";
  isDraft: boolean;
  active: boolean;
  disableGuest: number;
  availableToUsers: boolean;
  companyPath: string;
  categoryId: number | null;
}

/** "category": terminal staff whose role excludes the item's category (the item form's refusal). */
export type CartItemAccess = "ok" | "unknown" | "not-payable" | "category";

type Seller = Pick<Actor, "kind" | "companyPath" | "categoryIds">;

export function cartItemAccess(purpose: CartPurpose, actor: Seller | null, item: CartItemFacts): CartItemAccess {
  const payable = item.status === "ACTIVE" && !item.isDraft && item.active;
  if (purpose === "TERMINAL") {
    const refusal = actor ? itemAccessRefusal(actor, item) : "out_of_scope";
    if (refusal === "out_of_scope") return "unknown";
    if (refusal === "category") return "category";
    return payable ? "ok" : "not-payable";
  }
  const open = purpose === "PARENT" ? item.availableToUsers : openToGuests(item.disableGuest);
  return payable && open ? "ok" : "unknown";
}

/**
 * The terminal checkout sells only what its seller may touch, whatever is already in the cart: a
 * line added before the seller's role was narrowed is refused like an add would be now.
 */
export function assertMaySellAll(seller: Seller, items: readonly ItemAccessTarget[]): void {
  for (const item of items) {
    const refusal = itemAccessRefusal(seller, item);
    if (refusal === "out_of_scope") throw accessDenied();
    if (refusal === "category") throw categoryNotSold();
  }
}

/** The item form's category refusal, said of a sale (no form field to point at). */
export function categoryNotSold(): AppError {
  return new AppError("FORBIDDEN", ITEM_FORM_MESSAGES.categoryNotAllowed);
}
