import { getChannelOutboxEntry, listChannelOutbox } from "@paydesk/services";
import { ZChannelOutboxFindRequestSchema, ZChannelOutboxGetRequestSchema } from "@paydesk/validators";
import { controlProcedure, router } from "../../trpc.ts";

/** CONVENTIONS §10: what the channel simulator recorded, read-only, for control staff (the outbox's channel tab). */
export const channelOutboxRouter = router({
  find: controlProcedure.input(ZChannelOutboxFindRequestSchema).query(({ ctx, input }) => listChannelOutbox(ctx, input)),
  get: controlProcedure.input(ZChannelOutboxGetRequestSchema).query(({ ctx, input }) => getChannelOutboxEntry(ctx, input.id)),
});
