import { latestTransaction } from "@paydesk/services";
import { ZDashboardScopeRequestSchema } from "@paydesk/validators";
import { money } from "./rungs.ts";

export const latestProcedure = money.input(ZDashboardScopeRequestSchema).query(({ ctx, input }) => latestTransaction(ctx, input));
