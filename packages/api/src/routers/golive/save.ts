import { saveGoLiveStep } from "@paydesk/services";
import { ZGoLiveSaveRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** Tick or untick one manual step, saved at once. */
export const saveGoLiveProcedure = permissionProcedure("promote.manage")
  .input(ZGoLiveSaveRequestSchema)
  .mutation(({ ctx, input }) => saveGoLiveStep(ctx, input));
