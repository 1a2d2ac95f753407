import {
  checkCategoryItems,
  checkCategoryRoles,
  createCategory,
  deleteCategory,
  findCategories,
  reassignCategoryAdmins,
  reassignCategoryItems,
  reassignCategoryRoles,
} from "@paydesk/services";
import {
  ZCategoryIdRequestSchema,
  ZCreateCategoryRequestSchema,
  ZFindCategoriesRequestSchema,
  ZReassignAdminsRequestSchema,
  ZReassignItemsRequestSchema,
  ZReassignRolesRequestSchema,
} from "@paydesk/validators";
import { anyPermissionProcedure, permissionProcedure, router } from "../../trpc.ts";

const canManage = permissionProcedure("settings.manage");

/** Categories and the guided delete (spec 1 §4): check items, check roles, fix, then delete. */
export const categoriesRouter = router({
  /** The settings screen lists categories, and so does the item builder: either permission will do. */
  find: anyPermissionProcedure("settings.view", "items.view")
    .input(ZFindCategoriesRequestSchema)
    .query(({ ctx, input }) => findCategories(ctx, input)),
  create: canManage.input(ZCreateCategoryRequestSchema).mutation(({ ctx, input }) => createCategory(ctx, input)),
  checkItems: canManage.input(ZCategoryIdRequestSchema).query(({ ctx, input }) => checkCategoryItems(ctx, input.categoryId)),
  checkRoles: canManage.input(ZCategoryIdRequestSchema).query(({ ctx, input }) => checkCategoryRoles(ctx, input.categoryId)),
  reassignItems: canManage.input(ZReassignItemsRequestSchema).mutation(({ ctx, input }) => reassignCategoryItems(ctx, input)),
  reassignRoles: canManage.input(ZReassignRolesRequestSchema).mutation(({ ctx, input }) => reassignCategoryRoles(ctx, input)),
  reassignAdmins: canManage.input(ZReassignAdminsRequestSchema).mutation(({ ctx, input }) => reassignCategoryAdmins(ctx, input)),
  delete: canManage.input(ZCategoryIdRequestSchema).mutation(({ ctx, input }) => deleteCategory(ctx, input.categoryId)),
});
