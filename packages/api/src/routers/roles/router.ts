import { router } from "../../trpc.ts";
import { assignProcedure } from "./assign.ts";
import { createProcedure } from "./create.ts";
import { deleteProcedure } from "./delete.ts";
import { findProcedure } from "./find.ts";
import { getProcedure } from "./get.ts";
import { revokeProcedure } from "./revoke.ts";
import { sharingProcedure } from "./sharing.ts";
import { updateProcedure } from "./update.ts";
import { usersProcedure } from "./users.ts";
import { validityProcedure } from "./validity.ts";

/** Roles and their administrators, revoke-role included (docs/product/accounts-and-roles.md). */
export const rolesRouter = router({
  find: findProcedure,
  get: getProcedure,
  validity: validityProcedure,
  sharing: sharingProcedure,
  users: usersProcedure,
  create: createProcedure,
  update: updateProcedure,
  delete: deleteProcedure,
  assign: assignProcedure,
  revoke: revokeProcedure,
});
