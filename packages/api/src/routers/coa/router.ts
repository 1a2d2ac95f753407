import {
  checkCoaIntegrity,
  createCoaAccount,
  exportCoaCsv,
  findCoaAccounts,
  findCoaItemsInUse,
  removeCoaAccount,
  replaceCoaAccount,
  searchCoaAccounts,
} from "@paydesk/services";
import {
  ZCoaIdRequestSchema,
  ZCreateCoaRequestSchema,
  ZExportCoaRequestSchema,
  ZListCoaRequestSchema,
  ZReplaceCoaRequestSchema,
  ZSearchCoaRequestSchema,
} from "@paydesk/validators";
import { anyPermissionProcedure, permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("coa.view");
const canManage = permissionProcedure("coa.manage");

/** Chart of accounts (spec 2 §3–5, §7): list, search, create, the guided delete, and the export. */
export const coaRouter = router({
  /** The settings screen lists accounts, and so does the item builder's picker: either permission will do. */
  list: anyPermissionProcedure("coa.view", "items.view")
    .input(ZListCoaRequestSchema)
    .query(({ ctx, input }) => findCoaAccounts(ctx, input)),
  search: canView.input(ZSearchCoaRequestSchema).query(({ ctx, input }) => searchCoaAccounts(ctx, input)),
  create: canManage.input(ZCreateCoaRequestSchema).mutation(({ ctx, input }) => createCoaAccount(ctx, input)),
  checkIntegrity: canManage.input(ZCoaIdRequestSchema).query(({ ctx, input }) => checkCoaIntegrity(ctx, input)),
  inUseItems: canManage.input(ZCoaIdRequestSchema).query(({ ctx, input }) => findCoaItemsInUse(ctx, input)),
  remove: canManage.input(ZCoaIdRequestSchema).mutation(({ ctx, input }) => removeCoaAccount(ctx, input)),
  replace: canManage.input(ZReplaceCoaRequestSchema).mutation(({ ctx, input }) => replaceCoaAccount(ctx, input)),
  /** CSV text (columns account, name, is_shared, type, items); served by tRPC only, not as a JSON shim. */
  export: canView.input(ZExportCoaRequestSchema).query(({ ctx, input }) => exportCoaCsv(ctx, input)),
});
