import { router } from "../../trpc.ts";
import { getProfileProcedure } from "./get.ts";
import { confirmEmailProcedure, updateProfileProcedure } from "./update.ts";

/** The profile editor (spec 3 §3, §5, §8; CONVENTIONS §10). */
export const profileRouter = router({
  get: getProfileProcedure,
  update: updateProfileProcedure,
  confirmEmail: confirmEmailProcedure,
});
