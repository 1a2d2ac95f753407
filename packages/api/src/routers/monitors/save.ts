import { saveMonitor } from "@paydesk/services";
import { ZSaveMonitorRequestSchema } from "@paydesk/validators";
import { controlStaffProcedure } from "../../trpc.ts";

/** Create (no id) or edit a monitor; 409 naming the contact fields that are not support contacts yet. */
export const saveMonitorProcedure = controlStaffProcedure
  .input(ZSaveMonitorRequestSchema)
  .mutation(({ ctx, input: { module: _module, ...monitor } }) => saveMonitor(ctx, monitor));
