import { acknowledgeAlert } from "@paydesk/services";
import { ZAcknowledgeAlertRequestSchema } from "@paydesk/validators";
import { staffModuleProcedure } from "../../trpc.ts";

/** The reader's answer to one message: seen (hidden for two days) or dismissed (for good). */
export const acknowledgeAlertProcedure = staffModuleProcedure
  .input(ZAcknowledgeAlertRequestSchema)
  .mutation(({ ctx, input }) => acknowledgeAlert(ctx, input));
