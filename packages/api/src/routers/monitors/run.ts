import { AppError } from "@paydesk/domain";
import { getMonitor, runMonitor } from "@paydesk/services";
import { MONITOR_MESSAGES, ZMonitorRequestSchema } from "@paydesk/validators";
import { controlStaffProcedure } from "../../trpc.ts";

/** Run one monitor now, as the schedule would (support staff checking a new monitor). */
export const runMonitorProcedure = controlStaffProcedure.input(ZMonitorRequestSchema).mutation(async ({ ctx, input }) => {
  const result = await runMonitor(ctx, input.id);
  if (!result) throw new AppError("NOT_FOUND", MONITOR_MESSAGES.unknown);
  return { message: MONITOR_MESSAGES.ran, result, ...(await getMonitor(ctx, input.id)) };
});
