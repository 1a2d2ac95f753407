import { startMasquerade } from "@paydesk/services";
import { ZMasqueradeStartRequestSchema } from "@paydesk/validators";
import { authedProcedure } from "../../trpc.ts";

export const startProcedure = authedProcedure
  .input(ZMasqueradeStartRequestSchema)
  .mutation(({ ctx, input }) => startMasquerade(ctx, input));
