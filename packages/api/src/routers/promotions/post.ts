import { postPromotion } from "@paydesk/services";
import { ZPromotionPostRequestSchema } from "@paydesk/validators";
import { promoteProcedure } from "../../trpc.ts";

/** Send a post now through its channel, or schedule it (the service parses the form per channel). */
export const postProcedure = promoteProcedure
  .input(ZPromotionPostRequestSchema)
  .mutation(({ ctx, input }) => postPromotion(ctx, input));
