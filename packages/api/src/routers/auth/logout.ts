import { destroySession, recordAudit } from "@paydesk/services";
import { publicProcedure } from "../../trpc.ts";

/** Public so that a stale cookie can always be cleared; ends only the caller's own session. */
export const logoutProcedure = publicProcedure.mutation(async ({ ctx }) => {
  if (ctx.session) {
    await destroySession(ctx.db, ctx.session.id);
    await recordAudit(ctx, { action: "auth.logout", entity: "user", entityId: ctx.session.userId });
  }
  ctx.cookies.clear();
  return { signedOut: true };
});
