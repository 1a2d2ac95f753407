import { updateProfile } from "@paydesk/services";
import { ZProfileUpdateRequestSchema } from "@paydesk/validators";
import { moduleProcedure } from "../../trpc.ts";

/** Save the signed-in user's own profile; a taken e-mail is a 409 on the e-mail field. */
export const updateProfileProcedure = moduleProcedure
  .input(ZProfileUpdateRequestSchema)
  .mutation(({ ctx, input: { module: _module, ...profile } }) => updateProfile(ctx, profile));
