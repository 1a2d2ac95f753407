import { confirmEmailChange, updateProfile } from "@paydesk/services";
import { ZConfirmEmailChangeRequestSchema, ZProfileUpdateRequestSchema } from "@paydesk/validators";
import { moduleProcedure, publicProcedure } from "../../trpc.ts";

/**
 * Save the signed-in user's own profile; a taken e-mail is a 409 on the e-mail field. A new e-mail
 * takes the current password and waits for the link sent to it (`pendingEmail`).
 */
export const updateProfileProcedure = moduleProcedure
  .input(ZProfileUpdateRequestSchema)
  .mutation(({ ctx, input: { module: _module, ...profile } }) => updateProfile(ctx, profile));

/** The page the link sent to a new e-mail opens: public, since it may open in another browser. */
export const confirmEmailProcedure = publicProcedure
  .input(ZConfirmEmailChangeRequestSchema)
  .mutation(({ ctx, input }) => confirmEmailChange(ctx, input.token));
