import { massSetItemPnp } from "@paydesk/services";
import { ZMassSetPnpRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const massSetPnpProcedure = canManage
  .input(ZMassSetPnpRequestSchema)
  .mutation(({ ctx, input }) => massSetItemPnp(ctx, input));
