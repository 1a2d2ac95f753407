import { setItemPnp } from "@paydesk/services";
import { ZSetPnpRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const setPnpProcedure = canManage.input(ZSetPnpRequestSchema).mutation(({ ctx, input }) => setItemPnp(ctx, input));
