import { salesByItem } from "@paydesk/services";
import { ZDashboardWidgetRequestSchema } from "@paydesk/validators";
import { money } from "./rungs.ts";

export const salesByItemProcedure = money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => salesByItem(ctx, input));
