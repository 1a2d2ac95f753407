import { router } from "../../trpc.ts";
import { checkItemsProcedure } from "./check-items.ts";
import { checkRolesProcedure } from "./check-roles.ts";
import { createProcedure } from "./create.ts";
import { deleteProcedure } from "./delete.ts";
import { findProcedure } from "./find.ts";
import { reassignAdminsProcedure } from "./reassign-admins.ts";
import { reassignItemsProcedure } from "./reassign-items.ts";
import { reassignRolesProcedure } from "./reassign-roles.ts";

/**
 * Categories and the guided delete (docs/product/accounts-and-roles.md):
 * check items, check roles, fix, then delete.
 */
export const categoriesRouter = router({
  find: findProcedure,
  create: createProcedure,
  checkItems: checkItemsProcedure,
  checkRoles: checkRolesProcedure,
  reassignItems: reassignItemsProcedure,
  reassignRoles: reassignRolesProcedure,
  reassignAdmins: reassignAdminsProcedure,
  delete: deleteProcedure,
});
