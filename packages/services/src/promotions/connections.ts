import { AppError } from "@paydesk/domain";
import { PROMOTION_MESSAGES, SHORT_LINK_LENGTH } from "@paydesk/validators";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";
import { ChannelFailure, createListAtMarketingService, facebookPagesFor } from "./channels/index.ts";
import type { ChannelConnections } from "./types.ts";

export async function getChannelConnections({ db, actor }: ActorTxContext): Promise<ChannelConnections> {
  const [pages, lists] = await Promise.all([
    db.promotionPage.findMany({ where: { companyId: actor.companyId }, orderBy: { name: "asc" }, select: { pageId: true, name: true } }),
    db.marketingList.findMany({ where: { companyId: actor.companyId }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } }),
  ]);
  return {
    facebook: { connected: pages.length > 0, pages },
    marketing: { lists: lists.map((list) => ({ listId: list.id, name: list.name })) },
    shortLinkLength: SHORT_LINK_LENGTH,
  };
}

/**
 * `facebook/confirm`: ask the channel which pages the user's token manages and keep them as the
 * company's pages (a reconnect replaces the set). The token itself is not kept.
 */
export async function connectFacebook(ctx: ActorContext, userAccessToken: string): Promise<{ pages: { pageId: string; name: string }[] }> {
  let pages: { pageId: string; name: string }[];
  try {
    pages = await facebookPagesFor(userAccessToken);
  } catch (error) {
    if (error instanceof ChannelFailure) throw new AppError("GATEWAY_ERROR", PROMOTION_MESSAGES.facebookLoginFailed);
    throw error;
  }
  const companyId = ctx.actor.companyId;
  await inTransaction(ctx, async (tx) => {
    await tx.db.promotionPage.deleteMany({ where: { companyId, pageId: { notIn: pages.map((page) => page.pageId) } } });
    for (const page of pages) {
      await tx.db.promotionPage.upsert({
        where: { companyId_pageId: { companyId, pageId: page.pageId } },
        create: { companyId, pageId: page.pageId, name: page.name },
        update: { name: page.name },
      });
    }
  });
  return { pages };
}

/** `create/cc*`: a list made at the marketing service, kept for the company's marketing composer. */
export async function createMarketingList(ctx: ActorContext, name: string): Promise<{ listId: number; name: string }> {
  let externalId: string;
  try {
    externalId = await createListAtMarketingService(ctx.actor.companyId, name);
  } catch (error) {
    if (error instanceof ChannelFailure) throw new AppError("GATEWAY_ERROR", PROMOTION_MESSAGES.postFailed);
    throw error;
  }
  const list = await ctx.db.marketingList.create({ data: { companyId: ctx.actor.companyId, externalId, name }, select: { id: true, name: true } });
  return { listId: list.id, name: list.name };
}
