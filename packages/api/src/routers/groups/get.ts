import { getGroup } from "@paydesk/services";
import { groupProcedure } from "./resource.ts";

export const getProcedure = groupProcedure("uploads.view", "view").query(({ ctx }) => getGroup(ctx, ctx.group));
