import { homeModule } from "@paydesk/domain";
import { MODULES } from "@paydesk/validators";
import { publicProcedure } from "../../trpc.ts";

/** Who is signed in (null when nobody): the web app's first call. */
export const sessionProcedure = publicProcedure.query(async ({ ctx }) => {
  const { actor } = ctx;
  if (!actor) return null;
  const masquerading = actor.realUserId !== actor.userId;
  const [profile, realUser] = await Promise.all([
    ctx.db.user.findUniqueOrThrow({
      where: { id: actor.userId },
      select: { mustChangePassword: true, company: { select: { id: true, name: true, kind: true } } },
    }),
    masquerading
      ? ctx.db.user.findUnique({
          where: { id: actor.realUserId },
          select: { id: true, email: true, firstName: true, lastName: true },
        })
      : null,
  ]);
  return {
    user: { id: actor.userId, email: actor.email, name: actor.name, kind: actor.kind, companyId: actor.companyId },
    company: { id: profile.company.id, name: profile.company.name, kind: profile.company.kind },
    /** Set by an administrator's password change: the app sends the user to the password screen. */
    mustChangePassword: profile.mustChangePassword,
    homeModule: homeModule(actor),
    modules: actor.kind === "CONTROL" ? [...MODULES] : [...actor.modules],
    permissions: [...actor.permissions],
    masquerading,
    realUser: realUser
      ? { id: realUser.id, email: realUser.email, name: `${realUser.firstName} ${realUser.lastName}`.trim() }
      : null,
  };
});
