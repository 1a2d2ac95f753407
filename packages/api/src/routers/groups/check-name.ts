import { checkGroupName } from "@paydesk/services";
import { ZCheckGroupNameRequestSchema } from "@paydesk/validators";
import { canManage } from "./resource.ts";

/** check-group (docs/product/students-and-groups.md): a query in meaning, asked as the name is typed. */
export const checkNameProcedure = canManage
  .input(ZCheckGroupNameRequestSchema)
  .query(({ ctx, input }) => checkGroupName(ctx, input));
