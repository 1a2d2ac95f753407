import { getMonitor } from "@paydesk/services";
import { ZMonitorRequestSchema } from "@paydesk/validators";
import { controlStaffProcedure } from "../../trpc.ts";

/** One monitor and its newest matches (the edit screen). */
export const getMonitorProcedure = controlStaffProcedure.input(ZMonitorRequestSchema).query(({ ctx, input }) => getMonitor(ctx, input.id));
