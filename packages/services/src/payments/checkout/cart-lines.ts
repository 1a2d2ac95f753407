/**
 * The lines a checkout pays: the caller's own cart (terminal cart for staff, the parent's cart,
 * the guest browser's cart), all of it or the chosen line ids. Read with the claim, in one
 * statement (claim.ts); the cart service owns how lines get there.
 */
import { AppError } from "@paydesk/domain";
import type { CartLine } from "@paydesk/db";
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from "@paydesk/validators";
import type { CART_LINE_COLUMNS } from "../cart/lines.ts";

/** A cart line's own columns (the cart's CART_LINE_COLUMNS), as checkout pays them. */
export type LineToPay = Pick<CartLine, keyof typeof CART_LINE_COLUMNS & keyof CartLine>;

/** The lines to pay, in cart order. Chosen ids that are not (or no longer) in the cart refuse the checkout. */
export function checkLinesToPay(cartId: number | null, lines: readonly LineToPay[], chosen: readonly number[] | undefined): number {
  if (cartId === null) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
  if (chosen && lines.length !== new Set(chosen).size) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.cartChanged);
  if (lines.length === 0) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
  return cartId;
}
