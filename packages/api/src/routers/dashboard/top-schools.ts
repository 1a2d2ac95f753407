import { topSchools } from "@paydesk/services";
import { ZDashboardWidgetRequestSchema } from "@paydesk/validators";
import { money } from "./rungs.ts";

export const topSchoolsProcedure = money.input(ZDashboardWidgetRequestSchema).query(({ ctx, input }) => topSchools(ctx, input));
