import { payForItemPath } from "@paydesk/domain";
import { ITEM_CHOICES_MAX } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import { payableItemWhere } from "../items/catalog/payable.ts";
import type { ItemChoice } from "./types.ts";

/**
 * Items a promotion may point at: the actor's company's items whose pay link opens for the
 * public (the domain's isPubliclyPayable, as a filter: items/catalog/payable.ts).
 */
export function promotableItemsWhere(companyId: number) {
  return { companyId, ...payableItemWhere };
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
