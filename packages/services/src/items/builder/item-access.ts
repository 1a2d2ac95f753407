import { AppError, isCompanyInScope } from "@paydesk/domain";
import { ITEM_FORM_MESSAGES } from "@paydesk/validators";
import { accessDenied } from "../../acl/scope.ts";
import { type ActorTxContext } from "../../platform/context.ts";

/**
 * An item the actor may act on: of a company in their subtree and, for an actor limited to some
 * categories, of one of those (an uncategorised item belongs to none of them).
 */
export async function itemForActor(ctx: ActorTxContext, itemId: number) {
  const { db, actor } = ctx;
  const item = await db.item.findUnique({
    where: { id: itemId },
    select: { id: true, code: true, title: true, companyId: true, categoryId: true, company: { select: { path: true } } },
  });
  if (!item) throw new AppError("NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
  if (!isCompanyInScope(actor, item.company.path)) throw accessDenied();
  if (actor.categoryIds && (item.categoryId === null || !actor.categoryIds.has(item.categoryId))) throw accessDenied();
  return item;
}
