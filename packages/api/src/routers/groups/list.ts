import { listGroups } from "@paydesk/services";
import { ZListGroupsRequestSchema } from "@paydesk/validators";
import { canView } from "./resource.ts";

export const listProcedure = canView.input(ZListGroupsRequestSchema).query(({ ctx, input }) => listGroups(ctx, input));
