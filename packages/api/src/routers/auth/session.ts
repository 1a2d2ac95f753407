import { homeModule } from "@paydesk/services";
import { publicProcedure } from "../../trpc.ts";

/** Who is signed in (null when nobody): the web app's first call. */
export const sessionProcedure = publicProcedure.query(({ ctx }) => {
  const { actor } = ctx;
  if (!actor) return null;
  return {
    user: { id: actor.userId, email: actor.email, name: actor.name, kind: actor.kind, companyId: actor.companyId },
    homeModule: homeModule(actor),
    modules: actor.kind === "CONTROL" ? (["control", "school", "vendor", "business", "parent"] as const) : actor.modules,
    permissions: [...actor.permissions],
    masquerading: actor.realUserId !== actor.userId,
  };
});
