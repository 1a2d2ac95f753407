import { AppError } from "@paydesk/domain";
import { PROMOTION_MESSAGES, scheduleProblem, ZPromotionPost, type TPromotionPost } from "@paydesk/validators";
import type { ZodError } from "zod";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { itemPayLink, promotableItemsWhere } from "./items.ts";
import { toDbChannel } from "./mapping.ts";
import { enqueuePromotionPost } from "./queue.ts";
import { sendClaimedPost } from "./send.ts";
import type { PostAnswer } from "./types.ts";

const formError = (fieldErrors: Record<string, string>) => new AppError("BAD_REQUEST", PROMOTION_MESSAGES.saveFailed, fieldErrors);

function fieldErrorsOf(error: ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) result[issue.path.length ? issue.path.join(".") : "_form"] ??= issue.message;
  return result;
}

/**
 * The form, checked against the company's data: the item (promotable and the company's), the
 * page (connected), the list and the image (the company's). Anything else answers the product's
 * "Error in saving…" with the field named, the same as a shape error.
 */
async function checkedAgainstCompany(ctx: ActorContext, post: TPromotionPost) {
  const companyId = ctx.actor.companyId;
  const item = await ctx.db.item.findFirst({ where: { id: post.itemId, ...promotableItemsWhere(companyId) }, select: { id: true, slug: true, code: true, imageId: true } });
  if (!item) throw formError({ itemId: PROMOTION_MESSAGES.noSuchItem });
  if (post.channel === "facebook") {
    const page = await ctx.db.promotionPage.findUnique({ where: { companyId_pageId: { companyId, pageId: post.pageId } }, select: { id: true } });
    if (!page) throw formError({ pageId: PROMOTION_MESSAGES.noSuchPage });
  }
  if (post.channel === "marketing") {
    const list = await ctx.db.marketingList.findFirst({ where: { id: post.listId, companyId }, select: { id: true } });
    if (!list) throw formError({ listId: PROMOTION_MESSAGES.noSuchList });
  }
  if (post.imageId !== undefined) {
    const image = await ctx.db.image.findFirst({ where: { id: post.imageId, companyId }, select: { id: true } });
    if (!image) throw formError({ imageId: PROMOTION_MESSAGES.noSuchImage });
  }
  // With an image but none picked: the item's own picture, when it has one.
  const imageId = post.imageId ?? (post.withImage ? item.imageId : null);
  return { payLink: itemPayLink(ctx.appUrl, item), imageId };
}

/**
 * A composer's post: sent now through its channel (outside any transaction; SENT with the
 * channel's link, or FAILED and the channel's message as the answer), or saved SCHEDULED with a
 * job due at its time (docs/product/dashboard-images-promotions.md: the time must be in the future).
 */
export async function postPromotion(ctx: ActorContext, raw: unknown): Promise<PostAnswer> {
  const parsed = ZPromotionPost.safeParse(raw);
  if (!parsed.success) throw formError(fieldErrorsOf(parsed.error));
  const post = parsed.data;
  const problem = scheduleProblem(post.scheduledAt, ctx.now());
  if (problem) throw formError({ scheduledAt: problem });
  const { payLink, imageId } = await checkedAgainstCompany(ctx, post);
  const scheduledAt = post.scheduledAt ? new Date(post.scheduledAt) : null;

  const data = {
    companyId: ctx.actor.companyId,
    createdById: ctx.actor.userId,
    channel: toDbChannel(post.channel),
    itemId: post.itemId,
    message: post.message,
    subject: post.channel === "mail" || post.channel === "marketing" ? post.subject : null,
    recipients: post.channel === "mail" ? post.recipients : [],
    pageId: post.channel === "facebook" ? post.pageId : null,
    listId: post.channel === "marketing" ? post.listId : null,
    withImage: post.withImage,
    imageId,
    payLink,
    scheduledAt,
  };

  if (scheduledAt) {
    const created = await inTransaction(ctx, async (tx) => {
      const row = await tx.db.promotionPost.create({ data: { ...data, state: "SCHEDULED" }, select: { id: true } });
      await enqueuePromotionPost(tx.db, row.id, scheduledAt);
      return row;
    });
    return { status: "success", message: PROMOTION_MESSAGES.saved, postId: created.id, state: "SCHEDULED", link: null };
  }

  // Saved already claimed (SENDING), as a job claims a scheduled one: a crash mid-send leaves a
  // stale claim that the boot sweep sends again with the same delivery key.
  const claimedAt = ctx.now();
  const created = await ctx.db.promotionPost.create({ data: { ...data, state: "SENDING", claimedAt }, select: { id: true } });
  const outcome = await sendClaimedPost(ctx, created.id, claimedAt);
  if (outcome.state === "FAILED") throw new AppError("GATEWAY_ERROR", outcome.error);
  if (outcome.state !== "SENT") throw new AppError("CONFLICT", PROMOTION_MESSAGES.postFailed);
  return { status: "success", message: PROMOTION_MESSAGES.saved, postId: created.id, state: "SENT", link: outcome.link };
}
