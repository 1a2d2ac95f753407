/**
 * The lines a checkout pays: the caller's own cart (terminal cart for staff, the parent's cart,
 * the guest browser's cart), all of it or the chosen line ids. Read straight from the Cart and
 * CartLine tables; the cart service owns how lines get there.
 */
import { AppError } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from "@paydesk/validators";
import { CART_LINE_COLUMNS } from "../cart/lines.ts";
import type { CartOwner } from "./types.ts";


function cartWhere(owner: CartOwner) {
  return owner.purpose === "GUEST" ? { guestKeyHash: owner.keyHash } : { userId: owner.userId, purpose: owner.purpose };
}

export async function findCart(db: DbTx, owner: CartOwner) {
  return db.cart.findFirst({ where: cartWhere(owner), select: { id: true } });
}

/** The lines to pay, in cart order. Chosen ids that are not (or no longer) in the cart refuse the checkout. */
export async function linesToPay(db: DbTx, cartId: number | null, chosen: readonly number[] | undefined) {
  if (cartId === null) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
  const lines = await db.cartLine.findMany({
    where: { cartId, ...(chosen ? { id: { in: [...chosen] } } : {}) },
    select: CART_LINE_COLUMNS,
    orderBy: { id: "asc" },
  });
  if (chosen && lines.length !== new Set(chosen).size) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.cartChanged);
  if (lines.length === 0) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
  return lines;
}

export type LineToPay = Awaited<ReturnType<typeof linesToPay>>[number];
