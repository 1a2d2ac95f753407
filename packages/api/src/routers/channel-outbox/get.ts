import { getChannelOutboxEntry } from "@paydesk/services";
import { ZChannelOutboxGetRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

export const getProcedure = controlProcedure
  .input(ZChannelOutboxGetRequestSchema)
  .query(({ ctx, input }) => getChannelOutboxEntry(ctx, input.id));
