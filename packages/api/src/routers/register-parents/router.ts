import { inviteParents, listPendingParents } from "@paydesk/services";
import { ZInviteParentsRequestSchema, ZPendingParentsRequestSchema } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

/** Register parents (spec 2 §2 /{module}/settings/register-parents): pending parents, invitations. */
export const registerParentsRouter = router({
  pending: permissionProcedure("settings.view")
    .input(ZPendingParentsRequestSchema)
    .query(({ ctx, input }) => listPendingParents(ctx, input)),
  invite: permissionProcedure("settings.manage")
    .input(ZInviteParentsRequestSchema)
    .mutation(({ ctx, input }) => inviteParents(ctx, input)),
});
