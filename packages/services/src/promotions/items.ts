import { payForItemPath } from "@paydesk/domain";
import { ITEM_CHOICES_MAX } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import type { ItemChoice } from "./types.ts";

/**
 * Items a promotion may point at: the actor's company's items a payer could buy from the link,
 * the same rule as the public pay-for page (items/catalog/pay-for.ts): active, out of draft and
 * the trash, and visible in the Payment Center or open to guests (disable_guest 1 = no guests).
 */
export function promotableItemsWhere(companyId: number) {
  return {
    companyId,
    active: true,
    isDraft: false,
    status: "ACTIVE" as const,
    OR: [{ visible: true }, { disableGuest: { not: 1 } }],
  };
}

/** The item's pay-for page, absolute: the one link every channel carries. */
export function itemPayLink(appUrl: string, item: { slug: string; code: string }): string {
  return `${appUrl.replace(/\/$/, "")}${payForItemPath(item.slug, item.code)}`;
}

export async function listItemChoices(ctx: ActorTxContext, input: { search?: string }): Promise<{ items: ItemChoice[] }> {
  const search = input.search ? { title: { contains: input.search, mode: "insensitive" as const } } : {};
  const items = await ctx.db.item.findMany({
    where: { ...promotableItemsWhere(ctx.actor.companyId), ...search },
    orderBy: [{ title: "asc" }, { id: "asc" }],
    take: ITEM_CHOICES_MAX,
    select: { id: true, title: true, slug: true, code: true },
  });
  return { items: items.map((item) => ({ itemId: item.id, title: item.title, payLink: itemPayLink(ctx.appUrl, item) })) };
}
