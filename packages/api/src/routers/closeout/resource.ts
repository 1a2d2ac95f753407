/**
 * The close-out resource: one kept close-out, named by `closeoutId`, that the actor may read
 * (domain mayReadCloseout: their own while at the terminal, else reports.view over its company's
 * subtree). Unknown 404, out of reach 403; handed on as `ctx.closeout`.
 */
import { mayReadCloseout } from "@paydesk/domain";
import { loadCloseoutForAccess } from "@paydesk/services";
import { ZCloseoutScoped } from "@paydesk/validators";
import { resourceProcedure } from "../../trpc.ts";

export const closeoutProcedure = resourceProcedure({
  input: ZCloseoutScoped,
  as: "closeout",
  load: ({ ctx, input }) => loadCloseoutForAccess(ctx, input.closeoutId),
  rule: ({ owner }, { ctx }) => mayReadCloseout(ctx.actor, owner),
  handOn: ({ closeout }) => closeout,
})();
