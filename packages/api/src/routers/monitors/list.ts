import { listMonitors } from "@paydesk/services";
import { ZMonitorListRequestSchema } from "@paydesk/validators";
import { controlStaffProcedure } from "../../trpc.ts";

/** Every monitor (or one company's), each with its last run and last match. */
export const listMonitorsProcedure = controlStaffProcedure
  .input(ZMonitorListRequestSchema)
  .query(({ ctx, input }) => listMonitors(ctx, { companyId: input.companyId }));
