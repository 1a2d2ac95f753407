import { transactionsByDay } from "@paydesk/services";
import { ZDashboardWidgetRequestSchema } from "@paydesk/validators";
import { money } from "./rungs.ts";

export const transactionsProcedure = money
  .input(ZDashboardWidgetRequestSchema)
  .query(({ ctx, input }) => transactionsByDay(ctx, input));
