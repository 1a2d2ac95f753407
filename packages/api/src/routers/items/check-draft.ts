import { checkDrafts } from "@paydesk/services";
import { ZCheckDraftRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const checkDraftProcedure = canManage
  .input(ZCheckDraftRequestSchema)
  .mutation(({ ctx, input }) => checkDrafts(ctx, input));
