import { listOutbox } from "@paydesk/services";
import { ZOutboxFindRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** The outbox, newest first, filtered by recipient and status, one page at a time. */
export const findOutboxProcedure = controlProcedure
  .input(ZOutboxFindRequestSchema)
  .query(({ ctx, input }) => listOutbox(ctx, input));
