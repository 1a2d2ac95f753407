import { cancelPromotionPost, listPromotionPosts } from "@paydesk/services";
import { ZCancelPromotionRequestSchema, ZPromotionListRequestSchema } from "@paydesk/validators";
import { promoteProcedure } from "../../trpc.ts";

/** The company's posts, newest first, one page at a time. */
export const listProcedure = promoteProcedure
  .input(ZPromotionListRequestSchema)
  .query(({ ctx, input }) => listPromotionPosts(ctx, input));

/** Cancel a scheduled post (its job then finds nothing to send). */
export const cancelProcedure = promoteProcedure
  .input(ZCancelPromotionRequestSchema)
  .mutation(({ ctx, input }) => cancelPromotionPost(ctx, input.postId));
