import { router } from "../../trpc.ts";
import { inviteProcedure } from "./invite.ts";
import { pendingProcedure } from "./pending.ts";

/** Register parents (spec 2 §2 /{module}/settings/register-parents): pending parents, invitations. */
export const registerParentsRouter = router({
  pending: pendingProcedure,
  invite: inviteProcedure,
});
