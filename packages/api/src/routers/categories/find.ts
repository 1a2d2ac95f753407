import { findCategories } from "@paydesk/services";
import { ZFindCategoriesRequestSchema } from "@paydesk/validators";
import { anyPermissionProcedure } from "../../trpc.ts";

/** The settings screen lists categories, and so does the item builder: either permission will do. */
export const findProcedure = anyPermissionProcedure("settings.view", "items.view")
  .input(ZFindCategoriesRequestSchema)
  .query(({ ctx, input }) => findCategories(ctx, input));
