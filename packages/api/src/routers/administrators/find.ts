import { findAdmins } from "@paydesk/services";
import { ZFindAdminsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const findProcedure = canView.input(ZFindAdminsRequestSchema).query(({ ctx, input }) => findAdmins(ctx, input));
