import { AppError } from "@paydesk/domain";
import {
  accessDenied,
  canMasquerade,
  endMasquerade,
  loadActor,
  searchMasqueradeTargets,
  startMasquerade,
} from "@paydesk/services";
import { COMPANY_MESSAGES, ZMasqueradeSearchRequestSchema, ZMasqueradeStartRequestSchema } from "@paydesk/validators";
import type { Context } from "../../context.ts";
import { authedProcedure, moduleProcedure, router } from "../../trpc.ts";

/** Quick login works on a browser session only: API keys cannot switch identity. */
function sessionOf(ctx: Pick<Context, "session">) {
  if (!ctx.session) throw new AppError("BAD_REQUEST", COMPANY_MESSAGES.needsSession);
  return ctx.session;
}

/** The signed-in person behind the session, whoever they are acting as. */
async function realActor(ctx: Pick<Context, "db"> & { actor: { realUserId: number } }) {
  const real = await loadActor(ctx.db, ctx.actor.realUserId);
  if (!real) throw accessDenied();
  return real;
}

/**
 * Quick login (spec 3 §6, §7). Who may do it, and whom they may become, is decided for the real
 * user behind the session, so switching from one site to another while acting as someone works.
 * `search` is module-scoped like its legacy URL (/{module}/masquerade/search).
 */
export const masqueradeRouter = router({
  available: authedProcedure.query(async ({ ctx }) => canMasquerade(ctx.db, await realActor(ctx))),
  search: moduleProcedure
    .input(ZMasqueradeSearchRequestSchema)
    .query(async ({ ctx, input }) => searchMasqueradeTargets(ctx.db, await realActor(ctx), input.searchKey)),
  start: authedProcedure.input(ZMasqueradeStartRequestSchema).mutation(async ({ ctx, input }) => {
    const session = sessionOf(ctx);
    return startMasquerade(ctx.db, await realActor(ctx), session.id, input, { ip: ctx.ip });
  }),
  end: authedProcedure.mutation(({ ctx }) => endMasquerade(ctx.db, ctx.actor, sessionOf(ctx).id, { ip: ctx.ip })),
});
