/**
 * The rules every cart line passes, on add and on update (docs/product/checkout-and-payments.md): the student
 * or NA, the required custom fields (cf_override for staff only), the price (open amounts, the minimum) and
 * the quantity left. Each refusal carries the product's fixed message; the domain package holds the rules.
 */
import { AppError, checkCustomFields, isCompanyInScope, lineAmountProblem, minimumPaymentProblem, missingRequiredFields, type CustomFieldValues } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { CART_MESSAGES, NO_STUDENT, onlyLeftMessage } from "@paydesk/validators";
import type { CartItem } from "./payable-item.ts";
import type { CartPayer } from "./payer.ts";

/** The student a line is for: null for NA. Parents choose among their own, staff within their subtree, guests NA only. */
export async function checkStudent(db: DbTx, payer: CartPayer, choice: number | typeof NO_STUDENT): Promise<number | null> {
  if (choice === NO_STUDENT) return null;
  const noSuchStudent = () => new AppError("NOT_FOUND", CART_MESSAGES.noSuchStudent, { studentId: CART_MESSAGES.noSuchStudent });
  // A guest cannot look students up, and a line shows the student's name: ids would reveal names.
  if (payer.purpose === "GUEST") throw noSuchStudent();
  if (payer.purpose === "PARENT") {
    // A deactivated student (removed, or purged by an upload) stays on file but is paid for no more.
    const own = await db.parentStudent.findUnique({
      where: { parentId_studentId: { parentId: payer.actor.userId, studentId: choice } },
      select: { student: { select: { active: true } } },
    });
    if (!own?.student.active) throw noSuchStudent();
    return choice;
  }
  const student = await db.student.findUnique({ where: { id: choice }, select: { active: true, company: { select: { path: true } } } });
  if (!student?.active || !isCompanyInScope(payer.actor, student.company.path)) throw noSuchStudent();
  return choice;
}

/** Hidden text fields submit their own value; every other field is what the payer filled in. */
function withHiddenDefaults(item: CartItem, values: CustomFieldValues): CustomFieldValues {
  const filled: Record<string, string | readonly string[]> = { ...values };
  for (const field of item.customFields) {
    if (field.type === "HIDDENTEXT" && field.defaultValue != null && filled[field.label] === undefined) filled[field.label] = field.defaultValue;
  }
  return filled;
}

export function checkLineCustomFields(item: CartItem, payer: CartPayer, values: CustomFieldValues, cfOverride: boolean) {
  // cf_override is the multi-add page's, a staff tool: anyone else asking for it is ignored.
  const override = cfOverride && payer.purpose === "TERMINAL";
  const filled = withHiddenDefaults(item, values);
  const checked = checkCustomFields(item.customFields, filled, override);
  if (!checked.ok) {
    throw new AppError("BAD_REQUEST", checked.message, Object.fromEntries(checked.missing.map((label) => [`cfs.${label}`, checked.message])));
  }
  return { values: checked.values, overridden: override && missingRequiredFields(item.customFields, filled).length > 0 };
}

/** A Fixed item's own price, else the open amount typed (or the item's suggested amount); above the minimum. */
export function checkLinePrice(item: CartItem, amountCents: number | undefined): number {
  const cents = item.amountType === "FIXED" ? item.amountCents : (amountCents ?? item.amountCents);
  const problem = minimumPaymentProblem(cents);
  if (problem) throw new AppError("BAD_REQUEST", problem, { amountCents: problem });
  return cents;
}

/** Price × quantity within the most one line may come to, so the cart never holds a line no checkout could take. */
export function checkLineAmount(amountCents: number, quantity: number): void {
  const problem = lineAmountProblem(amountCents, quantity);
  if (problem) throw new AppError("BAD_REQUEST", problem, { quantity: problem });
}

/** Units still for sale, or null when the item has no limit (quantity_available 0). */
export function unitsLeft(item: Pick<CartItem, "quantityAvailable" | "quantitySold">): number | null {
  return item.quantityAvailable > 0 ? Math.max(0, item.quantityAvailable - item.quantitySold) : null;
}

/** The item's sold-out message, or ours when it has none. */
export function soldOutMessageOf(item: Pick<CartItem, "soldOutMessage">): string {
  return item.soldOutMessage?.text ?? CART_MESSAGES.soldOut;
}

/**
 * The quantity must fit in what is left, counting what this cart already holds of the item
 * (other lines, and `pending` units about to be added beside it). Checked again at checkout,
 * which is where stock is really taken.
 */
export async function checkQuantity(db: DbTx, item: CartItem, cartId: number | null, quantity: number, options: { exceptLineId?: number; pending?: number } = {}): Promise<void> {
  const { exceptLineId, pending = 0 } = options;
  if (unitsLeft(item) === null) return;
  const inCart = cartId === null ? 0 : ((await db.cartLine.aggregate({ where: { cartId, itemId: item.id, id: exceptLineId ? { not: exceptLineId } : undefined }, _sum: { quantity: true } }))._sum.quantity ?? 0);
  checkUnitsFit(item, inCart + pending, quantity);
}

/** checkQuantity's rule once the units the cart holds (`held`) are known: an add reads them with the item (add-reads.ts). */
export function checkUnitsFit(item: CartItem, held: number, quantity: number): void {
  const left = unitsLeft(item);
  if (left === null) return;
  if (left === 0) throw new AppError("CONFLICT", soldOutMessageOf(item));
  if (held + quantity > left) {
    const message = held >= left ? soldOutMessageOf(item) : onlyLeftMessage(left - held);
    throw new AppError("CONFLICT", message, { quantity: message });
  }
}
