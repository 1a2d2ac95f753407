import { router } from "../../trpc.ts";
import { createProcedure } from "./create.ts";
import { emailsProcedure } from "./emails.ts";
import { findProcedure } from "./find.ts";
import { getProcedure } from "./get.ts";
import { setPasswordProcedure } from "./set-password.ts";
import { sitesProcedure } from "./sites.ts";
import { updateProcedure } from "./update.ts";
import { userExistsProcedure } from "./user-exists.ts";

/** Administrators (docs/product/accounts-and-roles.md): list, create, edit, e-mail check, passwords. */
export const administratorsRouter = router({
  find: findProcedure,
  get: getProcedure,
  userExists: userExistsProcedure,
  emails: emailsProcedure,
  sites: sitesProcedure,
  create: createProcedure,
  update: updateProcedure,
  setPassword: setPasswordProcedure,
});
