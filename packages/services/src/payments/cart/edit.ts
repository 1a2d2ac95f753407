/**
 * One line of the payer's cart: read it (`cart.line`, GET …/cart/edit/{lineId}), change it
 * (`cart.update`), remove it (`cart.remove`, GET /{module}/vtcart/remove/{lineId}) or empty the
 * cart (`cart.clear`). A line of another cart is "no longer in the cart", as if it did not exist.
 */
import { AppError } from "@paydesk/domain";
import type { Prisma } from "@paydesk/db";
import { CART_MESSAGES, type TCartUpdate } from "@paydesk/validators";
import { findCartId } from "./cart-store.ts";
import { checkExternalLineEdit } from "../../sis/external-line.ts";
import { checkLineAmount, checkLineCustomFields, checkLinePrice, checkQuantity, checkStudent } from "./line-rules.ts";
import { type CartLineView, readCart } from "./lines.ts";
import { checkStudentForItem, payableItem } from "./payable-item.ts";
import type { CartContext } from "./payer.ts";

function noSuchLine(): AppError {
  return new AppError("NOT_FOUND", CART_MESSAGES.noSuchLine);
}

export async function getCartLine(ctx: CartContext, input: { lineId: number }): Promise<CartLineView> {
  const { lines } = await readCart(ctx, ctx.payer, [input.lineId]);
  const line = lines[0];
  if (!line) throw noSuchLine();
  return line;
}

type UpdateInput = TCartUpdate;

/**
 * Changes what was given; the line passes the add rules again with its new values. Reads, then one
 * conditional write (no interactive transaction, as for adds): a line removed meanwhile is "no
 * longer in the cart".
 */
export async function updateCartLine(ctx: CartContext, input: UpdateInput): Promise<{ lineId: number; message: string }> {
  const { db, payer } = ctx;
  const cartId = await findCartId(db, payer);
  const line = cartId === null ? null : await db.cartLine.findFirst({ where: { id: input.lineId, cartId }, select: { id: true, itemId: true, studentId: true, amountCents: true, quantity: true, cfs: true, cfOverridden: true, transient: true } });
  if (!line) throw noSuchLine();
  const item = await payableItem(db, payer, { id: line.itemId });
  const studentId = input.studentId === undefined ? line.studentId : await checkStudent(db, payer, input.studentId);
  checkStudentForItem(item, payer, studentId);
  // Values overridden on the multi-add page stay overridden unless new values are given.
  const cfs = input.cfs === undefined ? { values: line.cfs as Prisma.InputJsonValue, overridden: line.cfOverridden } : checkLineCustomFields(item, payer, input.cfs, false);
  const amountCents = checkLinePrice(item, input.amountCents ?? line.amountCents);
  const quantity = input.quantity ?? line.quantity;
  checkLineAmount(amountCents, quantity);
  // SIS: a line holding an external fee keeps the fee's terms (student, one unit, amount).
  checkExternalLineEdit(line.transient, { amountCents, quantity, studentId });
  await checkQuantity(db, item, cartId, quantity, { exceptLineId: line.id });
  const { count } = await db.cartLine.updateMany({
    where: { id: line.id, cartId: cartId! },
    data: { studentId, amountCents, quantity, cfs: cfs.values as Prisma.InputJsonValue, cfOverridden: cfs.overridden },
  });
  if (count === 0) throw noSuchLine();
  return { lineId: input.lineId, message: CART_MESSAGES.updated };
}

/**
 * Removes the line if it is still in the cart. A repeat of the same click finds nothing and
 * removes nothing more (`removed: false`): each remove control acts once
 * (docs/product/checkout-and-payments.md).
 */
export async function removeCartLine(ctx: CartContext, input: { lineId: number }): Promise<{ removed: boolean; message: string }> {
  const cartId = await findCartId(ctx.db, ctx.payer);
  const { count } = cartId === null ? { count: 0 } : await ctx.db.cartLine.deleteMany({ where: { id: input.lineId, cartId } });
  return { removed: count > 0, message: CART_MESSAGES.removed };
}

export async function clearCart(ctx: CartContext): Promise<{ removedLines: number; message: string }> {
  const cartId = await findCartId(ctx.db, ctx.payer);
  const { count } = cartId === null ? { count: 0 } : await ctx.db.cartLine.deleteMany({ where: { cartId } });
  return { removedLines: count, message: CART_MESSAGES.cleared };
}

/**
 * What is already in the cart, for the In Cart labels (docs/product/checkout-and-payments.md): item ids and
 * (item, student) pairs.
 */
export async function inCart(ctx: CartContext): Promise<{ itemIds: number[]; pairs: { itemId: number; studentId: number | null }[] }> {
  const cartId = await findCartId(ctx.db, ctx.payer);
  const rows = cartId === null ? [] : await ctx.db.cartLine.findMany({ where: { cartId }, select: { itemId: true, studentId: true }, orderBy: { id: "asc" } });
  const pairs = [...new Map(rows.map((row) => [`${row.itemId}:${row.studentId ?? ""}`, row])).values()];
  return { itemIds: [...new Set(rows.map((row) => row.itemId))], pairs };
}
