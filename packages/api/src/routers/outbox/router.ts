import { router } from "../../trpc.ts";
import { findOutboxProcedure } from "./find.ts";
import { getOutboxProcedure } from "./get.ts";

/** CONVENTIONS §1: outgoing mail as stored, read-only, for control staff (/control/operations/outbox). */
export const outboxRouter = router({
  find: findOutboxProcedure,
  get: getOutboxProcedure,
});
