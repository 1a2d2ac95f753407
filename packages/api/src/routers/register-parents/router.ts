import { router } from "../../trpc.ts";
import { inviteProcedure } from "./invite.ts";
import { pendingProcedure } from "./pending.ts";

/** Register parents (docs/product/students-and-groups.md): pending parents, invitations. */
export const registerParentsRouter = router({
  pending: pendingProcedure,
  invite: inviteProcedure,
});
