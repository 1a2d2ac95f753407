import { feesCollected } from "@paydesk/services";
import { ZDashboardWidgetRequestSchema } from "@paydesk/validators";
import { money } from "./rungs.ts";

export const feesProcedure = money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => feesCollected(ctx, input));
