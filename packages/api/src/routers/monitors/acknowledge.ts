import { acknowledgeMonitor } from "@paydesk/services";
import { ZMonitorRequestSchema } from "@paydesk/validators";
import { controlStaffProcedure } from "../../trpc.ts";

/** The error matches so far are seen: the monitor leaves the operations home's count. */
export const acknowledgeMonitorProcedure = controlStaffProcedure
  .input(ZMonitorRequestSchema)
  .mutation(({ ctx, input }) => acknowledgeMonitor(ctx, input.id));
