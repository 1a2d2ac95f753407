import { AppError, assertMayTouchItem } from "@paydesk/domain";
import { ITEM_FORM_MESSAGES } from "@paydesk/validators";
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
  assertMayTouchItem(actor, { companyPath: item.company.path, categoryId: item.categoryId });
  return item;
}
