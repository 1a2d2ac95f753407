import { TRPCError } from "@trpc/server";
import { accessDenied, canMasquerade, endMasquerade, loadActor, searchMasqueradeTargets, startMasquerade } from "@paydesk/services";
import { ZMasqueradeSearchRequestSchema, ZMasqueradeStartRequestSchema } from "@paydesk/validators";
import type { Context } from "../../context.ts";
import { authedProcedure, router } from "../../trpc.ts";

/** Quick login works on a browser session only: API keys cannot switch identity. */
function sessionOf(ctx: Pick<Context, "session">) {
  if (!ctx.session) throw new TRPCError({ code: "BAD_REQUEST", message: "Quick login needs a signed-in browser session." });
  return ctx.session;
}

/** The signed-in person behind the session, whoever they are acting as. */
async function realActor(ctx: Pick<Context, "db"> & { actor: { realUserId: number } }) {
  const real = await loadActor(ctx.db, ctx.actor.realUserId);
  if (!real) throw accessDenied();
  return real;
}

export const masqueradeRouter = router({
  available: authedProcedure.query(async ({ ctx }) => canMasquerade(ctx.db, await realActor(ctx))),
  search: authedProcedure
    .input(ZMasqueradeSearchRequestSchema)
    .query(async ({ ctx, input }) => searchMasqueradeTargets(ctx.db, await realActor(ctx), input.searchKey)),
  start: authedProcedure
    .input(ZMasqueradeStartRequestSchema)
    .mutation(async ({ ctx, input }) => startMasquerade(ctx.db, await realActor(ctx), sessionOf(ctx).id, input)),
  end: authedProcedure.mutation(({ ctx }) => endMasquerade(ctx.db, ctx.actor, sessionOf(ctx).id)),
});
