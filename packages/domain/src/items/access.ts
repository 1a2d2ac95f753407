/**
 * "May this actor touch this item": the one rule, shared by the item lists, their mass actions,
 * the builder, item rules and the browser. An item is in reach when its company is in the actor's
 * subtree (control staff reach every company) and, for an actor limited to some categories, when
 * it is of one of them (an uncategorised item belongs to none). Each reason has one refusal.
 */
import { ITEM_FORM_MESSAGES } from "@paydesk/validators";
import { accessDenied, isCompanyInScope, type Actor } from "../access.ts";
import { AppError } from "../errors.ts";

export interface ItemAccessTarget {
  /** Materialised path of the item's owner company ("/1/4/"). */
  companyPath: string;
  categoryId: number | null;
}

export type ItemAccessRefusal = "out_of_scope" | "category";

/** May an actor limited (or not) to some categories use this category? */
export function mayUseCategory(actor: Pick<Actor, "categoryIds">, categoryId: number | null): boolean {
  if (actor.categoryIds === null) return true;
  return categoryId !== null && actor.categoryIds.has(categoryId);
}

/** Why the actor may not touch the item, or null when they may. */
export function itemAccessRefusal(
  actor: Pick<Actor, "kind" | "companyPath" | "categoryIds">,
  item: ItemAccessTarget,
): ItemAccessRefusal | null {
  if (!isCompanyInScope(actor, item.companyPath)) return "out_of_scope";
  if (!mayUseCategory(actor, item.categoryId)) return "category";
  return null;
}

/** The refusal for a category the actor's roles exclude, on the form's category field. */
export const categoryNotAllowed = (): AppError =>
  new AppError("FORBIDDEN", ITEM_FORM_MESSAGES.categoryNotAllowed, { categoryId: ITEM_FORM_MESSAGES.categoryNotAllowed });

/** Throw the one refusal for `itemAccessRefusal`'s answer, if any. */
export function assertMayTouchItem(actor: Pick<Actor, "kind" | "companyPath" | "categoryIds">, item: ItemAccessTarget): void {
  const refusal = itemAccessRefusal(actor, item);
  // Out of the subtree: the same refusal as any page the actor may not see.
  if (refusal === "out_of_scope") throw accessDenied();
  if (refusal === "category") throw categoryNotAllowed();
}

/** Saving an item into a category: the same category rule, the same refusal. */
export function assertMayUseCategory(actor: Pick<Actor, "categoryIds">, categoryId: number | null): void {
  if (!mayUseCategory(actor, categoryId)) throw categoryNotAllowed();
}
