import { canMasquerade, endMasquerade, searchMasqueradeTargets, startMasquerade } from "@paydesk/services";
import { ZMasqueradeSearchRequestSchema, ZMasqueradeStartRequestSchema } from "@paydesk/validators";
import { authedProcedure, moduleProcedure, router } from "../../trpc.ts";

/**
 * Quick login (spec 3 §6, §7). Who may do it is decided by the service for the real person behind
 * the session, so these are open to anyone signed in and the service refuses the rest.
 * `search` is module-scoped like its legacy URL (/{module}/masquerade/search).
 */
export const masqueradeRouter = router({
  available: authedProcedure.query(({ ctx }) => canMasquerade(ctx)),
  search: moduleProcedure
    .input(ZMasqueradeSearchRequestSchema)
    .query(({ ctx, input }) => searchMasqueradeTargets(ctx, input.searchKey, { choosableOnly: input.choosableOnly })),
  start: authedProcedure.input(ZMasqueradeStartRequestSchema).mutation(({ ctx, input }) => startMasquerade(ctx, input)),
  end: authedProcedure.mutation(({ ctx }) => endMasquerade(ctx)),
});
