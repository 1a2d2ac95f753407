/**
 * Which items the public may reach through their pay link (/pay/for/{slug}/{code},
 * docs/product/items-and-fees.md): the one rule behind the pay-for page, the public pictures of items
 * (/e/image/{id}) and the items a promotion may point at (a post's link must open). An item is publicly
 * payable when it is active, out of draft and out of the trash, and either visible in the Payment Center or
 * open to guest checkout (disable_guest 0 or 2): a hidden item that guests may buy is reached only
 * through its link; a hidden one that needs a sign-in has no public page.
 *
 * Queries use its filter twin, payableItemWhere in packages/services/src/items/catalog/payable.ts,
 * which a test holds to this predicate over every combination of the flags.
 */
import type { DisableGuest } from "./readiness.ts";

/** disable_guest 1: a payer must sign in. */
export const SIGN_IN_REQUIRED: DisableGuest = 1;

export interface PayableItemFlags {
  active: boolean;
  isDraft: boolean;
  status: "ACTIVE" | "DRAFT" | "TRASH";
  visible: boolean;
  disableGuest: number;
}

export function isPubliclyPayable(item: PayableItemFlags): boolean {
  return item.active && !item.isDraft && item.status === "ACTIVE" && (item.visible || item.disableGuest !== SIGN_IN_REQUIRED);
}
