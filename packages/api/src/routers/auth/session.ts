import { homeModule } from "@paydesk/services";
import { MODULES } from "@paydesk/validators";
import { publicProcedure } from "../../trpc.ts";

/** Who is signed in (null when nobody): the web app's first call. */
export const sessionProcedure = publicProcedure.query(async ({ ctx }) => {
  const { actor } = ctx;
  if (!actor) return null;
  const masquerading = actor.realUserId !== actor.userId;
  const realUser = masquerading
    ? await ctx.db.user.findUnique({ where: { id: actor.realUserId }, select: { id: true, email: true, firstName: true, lastName: true } })
    : null;
  return {
    user: { id: actor.userId, email: actor.email, name: actor.name, kind: actor.kind, companyId: actor.companyId },
    homeModule: homeModule(actor),
    modules: actor.kind === "CONTROL" ? [...MODULES] : [...actor.modules],
    permissions: [...actor.permissions],
    masquerading,
    realUser: realUser ? { id: realUser.id, email: realUser.email, name: `${realUser.firstName} ${realUser.lastName}`.trim() } : null,
  };
});
