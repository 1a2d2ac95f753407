/**
 * Adding to the payer's cart: `cart.add` (PUT /pay/put/{itemId}, GET …/cart/add-item/{itemId}) and
 * `cart.addMany` (POST /pay/multi-a2c). Every line passes line-rules.ts; lines are written only
 * after all of them were checked.
 */
import { AppError } from "@paydesk/domain";
import type { Prisma } from "@paydesk/db";
import { CART_MESSAGES, PAYMENT_MESSAGES, type TCartAdd, type TCartAddMany } from "@paydesk/validators";
import { type HotStatement, runHot } from "../../platform/sql.ts";
import { checkExternalLine, refuseCarrierWithoutFee } from "../../sis/external-line.ts";
import { readAddFacts } from "./add-reads.ts";
import { ensureCartId } from "./cart-store.ts";
import { checkLineAmount, checkLineCustomFields, checkLinePrice, checkStudent, checkUnitsFit } from "./line-rules.ts";
import { checkStudentForItem, judgePayable } from "./payable-item.ts";
import { type CartContext, isStaffPayer } from "./payer.ts";

type AddInput = TCartAdd;
type AddManyInput = TCartAddMany;

type LineInput = Omit<AddInput, "module" | "itemId" | "studentId"> & { item: { id: number } | { code: string }; studentId: number | null };

/** A line that passed every rule, ready to write. */
type CheckedLine = Omit<Prisma.CartLineCreateManyInput, "cartId">;

/** A checked line and the payer's cart as read with it (null before their first add). */
interface LineCheck {
  line: CheckedLine;
  cartId: number | null;
}

/**
 * Runs every rule of one line; reads only (one statement, add-reads.ts, unless the line is an
 * external fee). The writes come after all lines passed, as single statements: no interactive
 * transaction, so a busy pool (checkouts holding connections) makes an add wait for a
 * connection, not fail for want of a transaction slot.
 */
async function checkLine(ctx: CartContext, input: LineInput, pending: ReadonlyMap<number, number>): Promise<LineCheck> {
  const { db, payer } = ctx;
  const facts = await readAddFacts(db, payer, input.item);
  const item = judgePayable(facts.item, payer);
  checkStudentForItem(item, payer, input.studentId);
  const cfs = checkLineCustomFields(item, payer, input.cfs, input.cfOverride);
  // SIS: a line with `transient` is an external fee, checked against the SIS again;
  // its amount and transient JSON are what the SIS says, never what the client claimed.
  const external = input.transient === undefined ? null : await checkExternalLine(db, isStaffPayer(payer) ? payer.actor : null, { ...input, itemId: item.id });
  if (!external) await refuseCarrierWithoutFee(db, item);
  const amountCents = checkLinePrice(item, external?.amountCents ?? input.amountCents);
  checkLineAmount(amountCents, input.quantity);
  checkUnitsFit(item, facts.inCart + (pending.get(item.id) ?? 0), input.quantity);
  const line = {
    itemId: item.id,
    studentId: input.studentId,
    amountCents,
    quantity: input.quantity,
    cfs: cfs.values as Prisma.InputJsonValue,
    cfOverridden: cfs.overridden,
    mipCode: input.mipCode || null,
    transient: external?.transient ?? undefined,
  };
  return { line, cartId: facts.cartId };
}

/** The lines as parallel arrays, one row each; `updated_at` is what Prisma's @updatedAt would set. */
const INSERT_LINES: HotStatement = {
  name: "cart_insert_lines",
  text: `INSERT INTO cart_lines (cart_id, item_id, student_id, amount_cents, quantity, cfs, cf_overridden, mip_code, transient, updated_at)
    SELECT $1, l.item_id, l.student_id, l.amount_cents, l.quantity, l.cfs::jsonb, l.cf_overridden, l.mip_code, l.transient::jsonb, now()
    FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::boolean[], $8::text[], $9::text[])
      AS l(item_id, student_id, amount_cents, quantity, cfs, cf_overridden, mip_code, transient)
    RETURNING id`,
};

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes checked lines into the payer's cart in one statement; the cart is created (by Prisma) only
 * on the payer's first add, when the reads found none.
 */
async function writeLines(ctx: CartContext, cartId: number | null, lines: readonly CheckedLine[]): Promise<number[]> {
  const cart = cartId ?? (await ensureCartId(ctx.db, ctx.payer));
  const rows = await runHot<{ id: number }>(ctx.db, INSERT_LINES, [
    cart,
    lines.map((line) => line.itemId),
    lines.map((line) => line.studentId ?? null),
    lines.map((line) => line.amountCents),
    lines.map((line) => line.quantity ?? 1),
    lines.map((line) => jsonOrNull(line.cfs) ?? "{}"),
    lines.map((line) => line.cfOverridden ?? false),
    lines.map((line) => line.mipCode ?? null),
    lines.map((line) => jsonOrNull(line.transient)),
  ]);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function addToCart(ctx: CartContext, input: AddInput): Promise<{ lineId: number; message: string }> {
  const studentId = await checkStudent(ctx.db, ctx.payer, input.studentId);
  const { line, cartId } = await checkLine(ctx, { ...input, item: { id: input.itemId }, studentId }, new Map());
  const [lineId] = await writeLines(ctx, cartId, [line]);
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
  let cartId: number | null = null;
  const lines: CheckedLine[] = [];
  const pending = new Map<number, number>();
  const skipped: SkippedItem[] = [];
  for (const entry of input.items) {
    const where = entry.itemId !== undefined ? { id: entry.itemId } : { code: entry.code! };
    try {
      const checked = await checkLine(ctx, { item: where, studentId, cfs: entry.cfs, cfOverride: input.cfOverride, quantity: 1 }, pending);
      const { line } = checked;
      cartId ??= checked.cartId;
      lines.push(line);
      pending.set(line.itemId, (pending.get(line.itemId) ?? 0) + line.quantity!);
    } catch (error) {
      if (!(error instanceof AppError) || error.httpStatus >= 500) throw error;
      skipped.push({ itemId: entry.itemId ?? null, code: entry.code ?? null, message: error.message });
    }
  }
  if (lines.length === 0) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsAdded);
  return { lineIds: await writeLines(ctx, cartId, lines), skipped, message: CART_MESSAGES.added };
}
