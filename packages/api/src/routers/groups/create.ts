import { createGroup } from "@paydesk/services";
import { ZCreateGroupRequestSchema } from "@paydesk/validators";
import { canManage } from "./resource.ts";

export const createProcedure = canManage.input(ZCreateGroupRequestSchema).mutation(({ ctx, input }) => createGroup(ctx, input));
