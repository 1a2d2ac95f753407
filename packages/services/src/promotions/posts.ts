import { AppError } from "@paydesk/domain";
import { PROMOTION_LIST_PAGE_SIZE, PROMOTION_MESSAGES, type TPromotionChannel } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import { fromDbChannel, fromDbState, toDbChannel } from "./mapping.ts";
import type { PromotionPostRow } from "./types.ts";

/** The company's posts, newest first; keyset paging on the id (index company_id, id desc). */
export async function listPromotionPosts(
  { db, actor }: ActorTxContext,
  input: { channel?: TPromotionChannel; cursor?: number },
): Promise<{ posts: PromotionPostRow[]; nextCursor: number | null }> {
  const rows = await db.promotionPost.findMany({
    where: {
      companyId: actor.companyId,
      ...(input.channel ? { channel: toDbChannel(input.channel) } : {}),
      ...(input.cursor ? { id: { lt: input.cursor } } : {}),
    },
    orderBy: { id: "desc" },
    take: PROMOTION_LIST_PAGE_SIZE + 1,
    select: {
      id: true,
      channel: true,
      message: true,
      state: true,
      scheduledAt: true,
      sentAt: true,
      link: true,
      error: true,
      item: { select: { title: true } },
    },
  });
  const page = rows.slice(0, PROMOTION_LIST_PAGE_SIZE);
  return {
    posts: page.map((row) => ({
      postId: row.id,
      channel: fromDbChannel(row.channel),
      itemTitle: row.item.title,
      message: row.message,
      state: fromDbState(row.state),
      scheduledAt: row.scheduledAt,
      sentAt: row.sentAt,
      link: row.link,
      error: row.error,
    })),
    nextCursor: rows.length > PROMOTION_LIST_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

/**
 * Cancel a scheduled post: one conditional UPDATE, so a job claiming it at the same moment either
 * wins (the post goes out; the cancel is refused) or finds it CANCELLED and sends nothing. Its job
 * stays queued and does nothing when it comes.
 */
export async function cancelPromotionPost({ db, actor }: ActorTxContext, postId: number): Promise<{ status: "success" }> {
  const { count } = await db.promotionPost.updateMany({
    where: { id: postId, companyId: actor.companyId, state: "SCHEDULED" },
    data: { state: "CANCELLED" },
  });
  if (count === 1) return { status: "success" };
  const post = await db.promotionPost.findFirst({ where: { id: postId, companyId: actor.companyId }, select: { id: true } });
  if (!post) throw new AppError("NOT_FOUND", PROMOTION_MESSAGES.noSuchPost);
  throw new AppError("CONFLICT", PROMOTION_MESSAGES.notScheduled);
}
