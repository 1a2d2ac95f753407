/**
 * Adding to the payer's cart: `cart.add` (PUT /pay/put/{itemId}, GET …/cart/add-item/{itemId}) and
 * `cart.addMany` (POST /pay/multi-a2c). Every line passes line-rules.ts; a line is written only
 * when all its rules pass.
 */
import { AppError } from "@paydesk/domain";
import type { Prisma } from "@paydesk/db";
import { CART_MESSAGES, PAYMENT_MESSAGES, type TCartAdd, type TCartAddMany } from "@paydesk/validators";
import { inTransaction } from "../../platform/context.ts";
import { ensureCartId, findCartId } from "./cart-store.ts";
import { checkLineCustomFields, checkLinePrice, checkQuantity, checkStudent } from "./line-rules.ts";
import { payableItem } from "./payable-item.ts";
import type { CartContext, CartTxContext } from "./payer.ts";

type AddInput = TCartAdd;
type AddManyInput = TCartAddMany;

type LineInput = Omit<AddInput, "module" | "itemId" | "studentId"> & { item: { id: number } | { code: string }; studentId: number | null };

/** Checks every rule before writing anything, so a refused line leaves no trace. */
async function addLine(ctx: CartTxContext, input: LineInput): Promise<number> {
  const { db, payer } = ctx;
  const item = await payableItem(db, payer, input.item);
  const cfs = checkLineCustomFields(item, payer, input.cfs, input.cfOverride);
  const amountCents = checkLinePrice(item, input.amountCents);
  await checkQuantity(db, item, await findCartId(db, payer), input.quantity);
  const cartId = await ensureCartId(db, payer);
  const line = await db.cartLine.create({
    data: {
      cartId,
      itemId: item.id,
      studentId: input.studentId,
      amountCents,
      quantity: input.quantity,
      cfs: cfs.values as Prisma.InputJsonValue,
      cfOverridden: cfs.overridden,
      mipCode: input.mipCode || null,
      transient: input.transient ?? undefined,
    },
    select: { id: true },
  });
  return line.id;
}

export async function addToCart(ctx: CartContext, input: AddInput): Promise<{ lineId: number; message: string }> {
  const lineId = await inTransaction(ctx, async (tx) => {
    const studentId = await checkStudent(tx.db, tx.payer, input.studentId);
    return addLine(tx, { ...input, item: { id: input.itemId }, studentId });
  });
  return { lineId, message: CART_MESSAGES.added };
}

export interface SkippedItem {
  itemId: number | null;
  code: string | null;
  message: string;
}

/**
 * The multi-add page: one student (or NA) for every item, each with its own custom field values.
 * Items that cannot be added are skipped with their reason; when none could be added the answer
 * is NO_ITEMS_ADDED ("No Items added to cart") and nothing is written.
 */
export async function addManyToCart(ctx: CartContext, input: AddManyInput): Promise<{ lineIds: number[]; skipped: SkippedItem[]; message: string }> {
  return inTransaction(ctx, async (tx) => {
    const studentId = await checkStudent(tx.db, tx.payer, input.studentId);
    const lineIds: number[] = [];
    const skipped: SkippedItem[] = [];
    for (const entry of input.items) {
      const where = entry.itemId !== undefined ? { id: entry.itemId } : { code: entry.code! };
      try {
        lineIds.push(await addLine(tx, { item: where, studentId, cfs: entry.cfs, cfOverride: input.cfOverride, quantity: 1 }));
      } catch (error) {
        if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
        skipped.push({ itemId: entry.itemId ?? null, code: entry.code ?? null, message: error.message });
      }
    }
    if (lineIds.length === 0) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsAdded);
    return { lineIds, skipped, message: CART_MESSAGES.added };
  });
}
