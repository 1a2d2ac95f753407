import { homeModule } from "@paydesk/domain";
import { actorTimeZone, sessionProfile } from "@paydesk/services";
import { MODULES } from "@paydesk/validators";
import { publicProcedure } from "../../trpc.ts";

/** Who is signed in (null when nobody): the web app's first call. */
export const sessionProcedure = publicProcedure.query(async ({ ctx }) => {
  const { actor } = ctx;
  if (!actor) return null;
  // A session cookie brought the profile with the actor (one statement); an API key did not.
  const profile = ctx.session?.profile ?? (await sessionProfile(ctx.db, actor));
  return {
    user: { id: actor.userId, email: actor.email, name: actor.name, kind: actor.kind, companyId: actor.companyId },
    /**
     * `timeZone`: the IANA zone every date the app shows is read in (docs/product/reports-and-time-zones.md).
     */
    company: { ...profile.company, timeZone: await actorTimeZone({ db: ctx.db, actor }) },
    /** Set by an administrator's password change: the app sends the user to the password screen. */
    mustChangePassword: profile.mustChangePassword,
    homeModule: homeModule(actor),
    modules: actor.kind === "CONTROL" ? [...MODULES] : [...actor.modules],
    permissions: [...actor.permissions],
    masquerading: actor.realUserId !== actor.userId,
    realUser: profile.realUser,
  };
});
