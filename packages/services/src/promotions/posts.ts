import { AppError } from "@paydesk/domain";
import type { TPromotionChannel } from "@paydesk/validators";
import type { ActorContext } from "../platform/context.ts";
import type { PromotionPostRow } from "./types.ts";

export async function listPromotionPosts(
  _ctx: ActorContext,
  _input: { channel?: TPromotionChannel; cursor?: number },
): Promise<{ posts: PromotionPostRow[]; nextCursor: number | null }> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
export async function cancelPromotionPost(_ctx: ActorContext, _postId: number): Promise<{ status: "success" }> {
  throw new AppError("INTERNAL_SERVER_ERROR", "Not implemented yet.");
}
