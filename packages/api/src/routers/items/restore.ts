import { restoreItem } from "@paydesk/services";
import { ZItemCodeRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const restoreProcedure = canManage.input(ZItemCodeRequestSchema).mutation(({ ctx, input }) => restoreItem(ctx, input));
