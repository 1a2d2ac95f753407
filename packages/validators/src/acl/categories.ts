import { z } from "zod";
import { ZId } from "../common.ts";
import { ACL_MESSAGES } from "./messages.ts";

const ZCategoryName = z.string().trim().min(1, ACL_MESSAGES.categoryNameRequired).max(100, "Category names are limited to 100 characters.");

/** The category form: the role name mirrors the category name as it is typed (spec 1 §2). */
export const ZCreateCategoryRequestSchema = z.object({
  companyId: ZId.optional(),
  name: ZCategoryName,
  /** When given, a role restricted to the new category is created with this name. */
  roleName: z.string().trim().max(100).optional(),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequestSchema>;

export const ZCategoryIdRequestSchema = z.object({ categoryId: ZId });
export type TCategoryIdRequest = z.infer<typeof ZCategoryIdRequestSchema>;

export const ZFindCategoriesRequestSchema = z.object({ companyId: ZId.optional() });

/** Where an item goes: an existing category, or a new one created by name. */
const ZCategoryTarget = z
  .object({ newCategoryId: ZId.optional(), newCategoryName: ZCategoryName.optional() })
  .refine((v) => v.newCategoryId !== undefined || v.newCategoryName !== undefined, {
    message: "Choose a category or name a new one.",
  });

export const ZReassignItemsRequestSchema = z.discriminatedUnion("updateAll", [
  z.object({ categoryId: ZId, updateAll: z.literal(true), target: ZCategoryTarget }),
  z.object({
    categoryId: ZId,
    updateAll: z.literal(false),
    items: z.array(z.object({ itemId: ZId, target: ZCategoryTarget })).min(1, "Select at least one item.").max(1000),
  }),
]);
export type TReassignItemsRequest = z.infer<typeof ZReassignItemsRequestSchema>;

/** Take the category off the chosen roles (a role left with no category is deleted, see services). */
export const ZReassignRolesRequestSchema = z.object({
  categoryId: ZId,
  roleIds: z.array(ZId).min(1, "Select at least one role.").max(500),
});
export type TReassignRolesRequest = z.infer<typeof ZReassignRolesRequestSchema>;

/** Move administrators off the restricted roles onto other roles. */
export const ZReassignAdminsRequestSchema = z.object({
  categoryId: ZId,
  users: z
    .array(z.object({ userId: ZId, roleId: ZId, newRoleId: ZId }))
    .min(1, "Select at least one administrator.")
    .max(1000),
});
export type TReassignAdminsRequest = z.infer<typeof ZReassignAdminsRequestSchema>;
