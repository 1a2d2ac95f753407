import { createAlert } from "@paydesk/services";
import { ZCreateAlertRequestSchema } from "@paydesk/validators";
import { controlStaffProcedure } from "../../trpc.ts";

/** Control staff write an alert for one company, a subtree or everyone. */
export const createAlertProcedure = controlStaffProcedure
  .input(ZCreateAlertRequestSchema)
  .mutation(({ ctx, input: { module: _module, ...alert } }) => createAlert(ctx, alert));
