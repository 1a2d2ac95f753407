import { suggestGroups } from "@paydesk/services";
import { ZSearchGroupsRequestSchema } from "@paydesk/validators";
import { anyPermissionProcedure } from "../../trpc.ts";

/**
 * POST /api/suggest/groups: asked by the item builder's target picker (items.view) as well as
 * the group screens (uploads.view), so either will do.
 */
export const suggestProcedure = anyPermissionProcedure("items.view", "uploads.view")
  .input(ZSearchGroupsRequestSchema)
  .query(({ ctx, input }) => suggestGroups(ctx, input));
