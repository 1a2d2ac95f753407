import { itemsSellingOut } from "@paydesk/services";
import { ZDashboardScopeRequestSchema } from "@paydesk/validators";
import { dashboardProcedure } from "../../trpc.ts";

const stock = dashboardProcedure("items.view");

export const sellingOutProcedure = stock
  .input(ZDashboardScopeRequestSchema)
  .query(({ ctx, input }) => itemsSellingOut(ctx, input));
