import { listItemRules } from "@paydesk/services";
import { ZListItemRulesRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const listProcedure = permissionProcedure("items.view")
  .input(ZListItemRulesRequestSchema)
  .query(({ ctx, input }) => listItemRules(ctx, input));
