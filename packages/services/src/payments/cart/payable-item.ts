/**
 * The item a cart line is for, loaded with what the add rules need, and refused unless this payer
 * may buy it (domain `cartItemAccess`).
 */
import { AppError, cartItemAccess, categoryNotSold, studentChoiceProblem } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { CART_MESSAGES, ITEM_FORM_MESSAGES } from "@paydesk/validators";
import type { CartPayer } from "./payer.ts";

export const CART_ITEM_SELECT = {
  id: true,
  code: true,
  title: true,
  type: true,
  status: true,
  isDraft: true,
  active: true,
  disableGuest: true,
  availableToUsers: true,
  amountType: true,
  amountCents: true,
  quantityAvailable: true,
  quantitySold: true,
  settlementAccountId: true,
  categoryId: true,
  company: { select: { path: true } },
  soldOutMessage: { select: { text: true } },
  customFields: { select: { label: true, type: true, isMandatory: true, defaultValue: true }, orderBy: { position: "asc" } },
  // Targets make an item one for particular students (domain studentChoiceProblem).
  _count: { select: { targets: true } },
} as const;

export type CartItem = NonNullable<Awaited<ReturnType<typeof findCartItem>>>;

function findCartItem(db: DbTx, where: { id: number } | { code: string }) {
  return db.item.findUnique({ where, select: CART_ITEM_SELECT });
}

export function noSuchItem(): AppError {
  return new AppError("NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
}

export async function payableItem(db: DbTx, payer: CartPayer, where: { id: number } | { code: string }): Promise<CartItem> {
  return judgePayable(await findCartItem(db, where), payer);
}

/** The item if this payer may buy it; refused as unknown or not payable otherwise (also when absent). */
export function judgePayable(item: CartItem | null, payer: CartPayer): CartItem {
  if (!item) throw noSuchItem();
  const actor = payer.purpose === "GUEST" ? null : payer.actor;
  const access = cartItemAccess(payer.purpose, actor, { ...item, companyPath: item.company.path });
  if (access === "unknown") throw noSuchItem();
  if (access === "category") throw categoryNotSold();
  if (access === "not-payable") throw new AppError("BAD_REQUEST", CART_MESSAGES.notPayable);
  return item;
}

/** A parent names one of their students for an item meant for particular students (not NA). */
export function checkStudentForItem(item: Pick<CartItem, "_count">, payer: CartPayer, studentId: number | null): void {
  const problem = studentChoiceProblem(payer.purpose, { targeted: item._count.targets > 0 }, studentId);
  if (problem) throw new AppError("BAD_REQUEST", problem, { studentId: problem });
}
