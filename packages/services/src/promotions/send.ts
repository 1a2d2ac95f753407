/**
 * Sending one post exactly once, whether now (the post procedure) or by its job (scheduled).
 * The sender first claims the row in one conditional UPDATE (SCHEDULED → SENDING, or a SENDING
 * claim older than CLAIM_STALE_MS, left by a crashed sender); a second runner, concurrent or
 * late, matches no row and stops. The channel call happens outside any transaction, with the
 * post's one idempotency key, so a re-send after a crash is recorded once by the channel. The
 * outcome is written only while the claim is still ours (same claimed_at), in the transaction
 * that also does the channel's onSent work (mail's outbox rows).
 */
import { postIdempotencyKey } from "@paydesk/domain";
import { PROMOTION_MESSAGES } from "@paydesk/validators";
import type { ServiceContext } from "../platform/context.ts";
import { ChannelFailure, channelAdapter, type ChannelDelivery } from "./channels/index.ts";
import { fromDbChannel } from "./mapping.ts";

/** Longer than a channel call can take (15 s timeout): a claim this old belongs to no live sender. */
export const CLAIM_STALE_MS = 2 * 60_000;

export type SendOutcome = { state: "SENT"; link: string } | { state: "FAILED"; error: string } | { state: "NOT_CLAIMED" };

/** Take the post for sending; null when another sender has it or it is no longer to send. */
export async function claimPost(ctx: ServiceContext, postId: number): Promise<Date | null> {
  const claimedAt = ctx.now();
  const staleBefore = new Date(claimedAt.getTime() - CLAIM_STALE_MS);
  const { count } = await ctx.db.promotionPost.updateMany({
    where: { id: postId, OR: [{ state: "SCHEDULED" }, { state: "SENDING", claimedAt: { lt: staleBefore } }] },
    data: { state: "SENDING", claimedAt },
  });
  return count === 1 ? claimedAt : null;
}

async function deliveryOf(ctx: ServiceContext, postId: number): Promise<{ channel: ReturnType<typeof fromDbChannel>; delivery: ChannelDelivery }> {
  const post = await ctx.db.promotionPost.findUniqueOrThrow({
    where: { id: postId },
    select: {
      channel: true,
      companyId: true,
      message: true,
      subject: true,
      payLink: true,
      withImage: true,
      imageId: true,
      pageId: true,
      recipients: true,
      listId: true,
      company: { select: { name: true } },
    },
  });
  const list = post.listId ? await ctx.db.marketingList.findUnique({ where: { id: post.listId }, select: { externalId: true, name: true } }) : null;
  // A post keeps the absolute link its request made; the demo seed's, made without an app URL,
  // is a path, made absolute here against the app's own origin (the job's appUrl).
  const payLink = post.payLink.startsWith("/") ? `${ctx.appUrl.replace(/\/$/, "")}${post.payLink}` : post.payLink;
  // Against the origin the pay link was made on.
  const imageUrl = post.withImage && post.imageId ? `${new URL(payLink).origin}/e/image/${post.imageId}` : null;
  return {
    channel: fromDbChannel(post.channel),
    delivery: {
      idempotencyKey: postIdempotencyKey(postId),
      companyId: post.companyId,
      companyName: post.company.name,
      message: post.message,
      subject: post.subject,
      payLink,
      imageUrl,
      pageId: post.pageId,
      recipients: post.recipients,
      list,
    },
  };
}

/** Send a post this caller has claimed (claimedAt from claimPost) and record the outcome. */
export async function sendClaimedPost(ctx: ServiceContext, postId: number, claimedAt: Date): Promise<SendOutcome> {
  const { channel, delivery } = await deliveryOf(ctx, postId);
  const adapter = channelAdapter(channel);
  const ours = { id: postId, state: "SENDING" as const, claimedAt };
  try {
    const receipt = await adapter.deliver(delivery);
    const recorded = await ctx.db.$transaction(async (db) => {
      const { count } = await db.promotionPost.updateMany({
        where: ours,
        data: { state: "SENT", sentAt: ctx.now(), link: receipt.link, externalId: receipt.externalId, error: null, attempts: { increment: 1 } },
      });
      if (count === 1) await adapter.onSent?.(db, delivery);
      return count === 1;
    });
    return recorded ? { state: "SENT", link: receipt.link } : { state: "NOT_CLAIMED" };
  } catch (error) {
    if (!(error instanceof ChannelFailure)) throw error;
    const message = channel === "short" ? PROMOTION_MESSAGES.shortPostFailed : PROMOTION_MESSAGES.postFailed;
    // The row keeps the product's fixed message, as the composer showed it; the channel's reason is not the
    // user's.
    const { count } = await ctx.db.promotionPost.updateMany({ where: ours, data: { state: "FAILED", error: message, attempts: { increment: 1 } } });
    return count === 1 ? { state: "FAILED", error: message } : { state: "NOT_CLAIMED" };
  }
}

/** The job's whole work: claim, then send; a post already taken or cancelled is left alone. */
export async function sendScheduledPost(ctx: ServiceContext, postId: number): Promise<SendOutcome> {
  const claimedAt = await claimPost(ctx, postId);
  if (!claimedAt) return { state: "NOT_CLAIMED" };
  return sendClaimedPost(ctx, postId, claimedAt);
}
