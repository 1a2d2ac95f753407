import { userExists } from "@paydesk/services";
import { ZUserExistsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

/** Checked when the e-mail field changes; administrators only, so it cannot be used to find accounts. */
export const userExistsProcedure = canView
  .input(ZUserExistsRequestSchema)
  .query(({ ctx, input }) => userExists(ctx, input.email));
