import { assignableRoles } from "@paydesk/services";
import { ZRoleValidityRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const validityProcedure = canView.input(ZRoleValidityRequestSchema).query(({ ctx, input }) => assignableRoles(ctx, input));
