import { findRoleUsers } from "@paydesk/services";
import { ZRoleUsersRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const usersProcedure = canView
  .input(ZRoleUsersRequestSchema)
  .query(({ ctx, input }) => findRoleUsers(ctx, input.roleId, input.companyId));
