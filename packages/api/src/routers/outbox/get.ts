import { getOutboxMessage } from "@paydesk/services";
import { ZOutboxGetRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** One message with its body (on demand: bodies hold reset links). */
export const getOutboxProcedure = controlProcedure
  .input(ZOutboxGetRequestSchema)
  .query(({ ctx, input }) => getOutboxMessage(ctx, input.id));
