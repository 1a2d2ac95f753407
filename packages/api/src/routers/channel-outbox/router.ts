import { router } from "../../trpc.ts";
import { findProcedure } from "./find.ts";
import { getProcedure } from "./get.ts";

/**
 * What the channel simulator recorded, read-only, for control staff (the outbox's channel tab:
 * docs/product/dashboard-images-promotions.md, docs/product/control-area.md).
 */
export const channelOutboxRouter = router({
  find: findProcedure,
  get: getProcedure,
});
