import { router } from "../../trpc.ts";
import { getProfileProcedure } from "./get.ts";
import { confirmEmailProcedure, updateProfileProcedure } from "./update.ts";

/** The profile editor (docs/product/accounts-and-roles.md, Profile). */
export const profileRouter = router({
  get: getProfileProcedure,
  update: updateProfileProcedure,
  confirmEmail: confirmEmailProcedure,
});
