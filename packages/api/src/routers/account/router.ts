import { router } from "../../trpc.ts";
import { apiKeysRouter } from "./api-keys/router.ts";
import { changePasswordProcedure } from "./change-password.ts";

export const accountRouter = router({
  changePassword: changePasswordProcedure,
  apiKeys: apiKeysRouter,
});
