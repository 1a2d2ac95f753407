import { connectFacebook, createMarketingList, getChannelConnections } from "@paydesk/services";
import { ZConnectFacebookRequestSchema, ZCreateMarketingListRequestSchema, ZPromotionConnectionsRequestSchema } from "@paydesk/validators";
import { promoteProcedure } from "../../trpc.ts";

/** The company's connected social pages and marketing lists, and the short post's link length. */
export const connectionsProcedure = promoteProcedure
  .input(ZPromotionConnectionsRequestSchema)
  .query(({ ctx }) => getChannelConnections(ctx));

/** `facebook/confirm`: trade the user's access token for the pages it manages, and keep them. */
export const connectFacebookProcedure = promoteProcedure
  .input(ZConnectFacebookRequestSchema)
  .mutation(({ ctx, input }) => connectFacebook(ctx, input.userAccessToken));

/** `create/cc*`: a new list at the marketing service, for the company. */
export const createMarketingListProcedure = promoteProcedure
  .input(ZCreateMarketingListRequestSchema)
  .mutation(({ ctx, input }) => createMarketingList(ctx, input.name));
