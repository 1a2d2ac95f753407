import { salesByMethod } from "@paydesk/services";
import { ZDashboardWidgetRequestSchema } from "@paydesk/validators";
import { money } from "./rungs.ts";

export const salesByMethodProcedure = money
  .input(ZDashboardWidgetRequestSchema)
  .query(({ ctx, input }) => salesByMethod(ctx, input));
