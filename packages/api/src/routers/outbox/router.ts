import { router } from "../../trpc.ts";
import { findOutboxProcedure } from "./find.ts";
import { getOutboxProcedure } from "./get.ts";

/**
 * Outgoing mail as stored, read-only, for control staff
 * (/control/operations/outbox; docs/product/control-area.md).
 */
export const outboxRouter = router({
  find: findOutboxProcedure,
  get: getOutboxProcedure,
});
