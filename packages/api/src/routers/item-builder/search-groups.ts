import { searchGroups } from "@paydesk/services";
import { ZSearchGroupsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const searchGroupsProcedure = canView
  .input(ZSearchGroupsRequestSchema)
  .query(({ ctx, input }) => searchGroups(ctx, input));
