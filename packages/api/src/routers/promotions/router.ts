import { router } from "../../trpc.ts";
import { connectFacebookProcedure, connectionsProcedure, createMarketingListProcedure } from "./connections.ts";
import { itemChoicesProcedure } from "./item-choices.ts";
import { postProcedure } from "./post.ts";
import { cancelProcedure, listProcedure } from "./posts.ts";

/** Promotion posts on the four channels (school module, promote.manage). */
export const promotionsRouter = router({
  itemChoices: itemChoicesProcedure,
  connections: connectionsProcedure,
  connectFacebook: connectFacebookProcedure,
  createMarketingList: createMarketingListProcedure,
  post: postProcedure,
  list: listProcedure,
  cancel: cancelProcedure,
});
