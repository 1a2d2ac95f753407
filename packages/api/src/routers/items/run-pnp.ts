import { requestItemPnp } from "@paydesk/services";
import { ZItemCodeRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const runPnpProcedure = canManage.input(ZItemCodeRequestSchema).mutation(({ ctx, input }) => requestItemPnp(ctx, input));
