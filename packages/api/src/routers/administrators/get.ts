import { getAdmin } from "@paydesk/services";
import { ZUserIdRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const getProcedure = canView.input(ZUserIdRequestSchema).query(({ ctx, input }) => getAdmin(ctx, input.userId));
