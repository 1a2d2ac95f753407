import { setTimeZoneSetting } from "@paydesk/services";
import { ZTimeZoneSetRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const setTimeZoneProcedure = canManage
  .input(ZTimeZoneSetRequestSchema)
  .mutation(({ ctx, input }) => setTimeZoneSetting(ctx, input));
