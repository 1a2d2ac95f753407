/**
 * Finding and creating the payer's cart row. One cart per staff user for the terminal and per
 * parent (unique on user and purpose), one per guest browser (unique key hash).
 */
import type { DbTx } from "@paydesk/db";
import type { CartPayer } from "./payer.ts";
import { guestCartKeyHash, newGuestCartKey } from "./guest-key.ts";

/** The payer's cart id, or null when they have none yet (nothing to list, remove or clear). */
export async function findCartId(db: DbTx, payer: CartPayer): Promise<number | null> {
  if (payer.purpose === "GUEST") {
    if (!payer.guestKey) return null;
    const cart = await db.cart.findUnique({ where: { guestKeyHash: guestCartKeyHash(payer.guestKey) }, select: { id: true } });
    return cart?.id ?? null;
  }
  const cart = await db.cart.findUnique({
    where: { userId_purpose: { userId: payer.actor.userId, purpose: payer.purpose } },
    select: { id: true },
  });
  return cart?.id ?? null;
}

/**
 * The payer's cart, created on first add. A guest whose cookie names no cart gets a new key of
 * ours (never the one the browser offered), so nobody can plant a cart key in someone's browser.
 */
export async function ensureCartId(db: DbTx, payer: CartPayer): Promise<number> {
  const existing = await findCartId(db, payer);
  if (existing !== null) return existing;
  if (payer.purpose === "GUEST") {
    const key = newGuestCartKey();
    const cart = await db.cart.create({ data: { purpose: "GUEST", guestKeyHash: guestCartKeyHash(key) }, select: { id: true } });
    payer.cookie.set(key);
    // The rest of this request (a multi-add's next item) must find this cart, not make another.
    payer.guestKey = key;
    return cart.id;
  }
  const cart = await db.cart.upsert({
    where: { userId_purpose: { userId: payer.actor.userId, purpose: payer.purpose } },
    create: { userId: payer.actor.userId, purpose: payer.purpose },
    update: {},
    select: { id: true },
  });
  return cart.id;
}
