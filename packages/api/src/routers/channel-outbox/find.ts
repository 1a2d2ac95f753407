import { listChannelOutbox } from "@paydesk/services";
import { ZChannelOutboxFindRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

export const findProcedure = controlProcedure
  .input(ZChannelOutboxFindRequestSchema)
  .query(({ ctx, input }) => listChannelOutbox(ctx, input));
