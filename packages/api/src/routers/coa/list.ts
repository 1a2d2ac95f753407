import { findCoaAccounts } from "@paydesk/services";
import { ZListCoaRequestSchema } from "@paydesk/validators";
import { anyPermissionProcedure } from "../../trpc.ts";

/** The settings screen lists accounts, and so does the item builder's picker: either permission will do. */
export const listProcedure = anyPermissionProcedure("coa.view", "items.view")
  .input(ZListCoaRequestSchema)
  .query(({ ctx, input }) => findCoaAccounts(ctx, input));
