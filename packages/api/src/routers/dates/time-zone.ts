import { getTimeZoneSetting } from "@paydesk/services";
import { ZTimeZoneGetRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const timeZoneProcedure = canView
  .input(ZTimeZoneGetRequestSchema)
  .query(({ ctx, input }) => getTimeZoneSetting(ctx, input));
