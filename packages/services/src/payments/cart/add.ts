/**
 * Adding to the payer's cart: `cart.add` (PUT /pay/put/{itemId}, GET …/cart/add-item/{itemId}) and
 * `cart.addMany` (POST /pay/multi-a2c). Every line passes line-rules.ts; lines are written only
 * after all of them were checked.
 */
import { AppError } from "@paydesk/domain";
import type { Prisma } from "@paydesk/db";
import { CART_MESSAGES, PAYMENT_MESSAGES, type TCartAdd, type TCartAddMany } from "@paydesk/validators";
import { ensureCartId, findCartId } from "./cart-store.ts";
import { checkLineCustomFields, checkLinePrice, checkQuantity, checkStudent } from "./line-rules.ts";
import { checkExternalLine, refuseCarrierWithoutFee } from "../../sis/external-line.ts";
import { payableItem } from "./payable-item.ts";
import type { CartContext } from "./payer.ts";

type AddInput = TCartAdd;
type AddManyInput = TCartAddMany;

type LineInput = Omit<AddInput, "module" | "itemId" | "studentId"> & { item: { id: number } | { code: string }; studentId: number | null };

/** A line that passed every rule, ready to write. */
type CheckedLine = Omit<Prisma.CartLineCreateManyInput, "cartId">;

/**
 * Runs every rule of one line; reads only. The writes come after all lines passed, as single
 * statements: no interactive transaction, so a busy pool (checkouts holding connections) makes
 * an add wait for a connection, not fail for want of a transaction slot.
 */
async function checkLine(ctx: CartContext, cartId: number | null, input: LineInput, pending: ReadonlyMap<number, number>): Promise<CheckedLine> {
  const { db, payer } = ctx;
  const item = await payableItem(db, payer, input.item);
  const cfs = checkLineCustomFields(item, payer, input.cfs, input.cfOverride);
  // SIS (issue 10): a line with `transient` is an external fee, checked against the SIS again;
  // its amount and transient JSON are what the SIS says, never what the client claimed.
  const external = input.transient === undefined ? null : await checkExternalLine(db, payer, { ...input, itemId: item.id });
  if (!external) await refuseCarrierWithoutFee(db, item);
  const amountCents = checkLinePrice(item, external?.amountCents ?? input.amountCents);
  await checkQuantity(db, item, cartId, input.quantity, { pending: pending.get(item.id) ?? 0 });
  return {
    itemId: item.id,
    studentId: input.studentId,
    amountCents,
    quantity: input.quantity,
    cfs: cfs.values as Prisma.InputJsonValue,
    cfOverridden: cfs.overridden,
    mipCode: input.mipCode || null,
    transient: external?.transient ?? undefined,
  };
}

/** Writes checked lines into the payer's cart (created on the first add) in one statement. */
async function writeLines(ctx: CartContext, lines: readonly CheckedLine[]): Promise<number[]> {
  const cartId = await ensureCartId(ctx.db, ctx.payer);
  const rows = await ctx.db.cartLine.createManyAndReturn({ data: lines.map((line) => ({ ...line, cartId })), select: { id: true } });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function addToCart(ctx: CartContext, input: AddInput): Promise<{ lineId: number; message: string }> {
  const studentId = await checkStudent(ctx.db, ctx.payer, input.studentId);
  const line = await checkLine(ctx, await findCartId(ctx.db, ctx.payer), { ...input, item: { id: input.itemId }, studentId }, new Map());
  const [lineId] = await writeLines(ctx, [line]);
  return { lineId: lineId!, message: CART_MESSAGES.added };
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
  const studentId = await checkStudent(ctx.db, ctx.payer, input.studentId);
  const cartId = await findCartId(ctx.db, ctx.payer);
  const lines: CheckedLine[] = [];
  const pending = new Map<number, number>();
  const skipped: SkippedItem[] = [];
  for (const entry of input.items) {
    const where = entry.itemId !== undefined ? { id: entry.itemId } : { code: entry.code! };
    try {
      const line = await checkLine(ctx, cartId, { item: where, studentId, cfs: entry.cfs, cfOverride: input.cfOverride, quantity: 1 }, pending);
      lines.push(line);
      pending.set(line.itemId, (pending.get(line.itemId) ?? 0) + line.quantity!);
    } catch (error) {
      if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
      skipped.push({ itemId: entry.itemId ?? null, code: entry.code ?? null, message: error.message });
    }
  }
  if (lines.length === 0) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsAdded);
  return { lineIds: await writeLines(ctx, lines), skipped, message: CART_MESSAGES.added };
}
