import { router } from "../../trpc.ts";
import { findProcedure } from "./find.ts";
import { getProcedure } from "./get.ts";

/** CONVENTIONS §10: what the channel simulator recorded, read-only, for control staff (the outbox's channel tab). */
export const channelOutboxRouter = router({
  find: findProcedure,
  get: getProcedure,
});
