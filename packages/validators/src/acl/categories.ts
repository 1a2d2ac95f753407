import { z } from "zod";
import { ZId } from "../common.ts";
import { ACL_MESSAGES } from "./messages.ts";
import { requiredId, ROLE_NAME_MAX } from "./roles.ts";

export const CATEGORY_NAME_MAX = 100;

const ZCategoryName = z
  .string({ error: ACL_MESSAGES.categoryNameRequired })
  .trim()
  .min(1, ACL_MESSAGES.categoryNameRequired)
  .max(CATEGORY_NAME_MAX, `Category names are limited to ${CATEGORY_NAME_MAX} characters.`);

/**
 * The category form (spec 1 §2): the role name mirrors the category name as it is typed. With
 * `withRole`, a role restricted to the new category is created under `roleName`.
 */
export const ZCreateCategoryRequestSchema = z
  .object({
    companyId: ZId.optional(),
    name: ZCategoryName,
    withRole: z.boolean().default(false),
    roleName: z.string().trim().max(ROLE_NAME_MAX, `Role names are limited to ${ROLE_NAME_MAX} characters.`).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.withRole && !value.roleName) {
      ctx.addIssue({ code: "custom", path: ["roleName"], message: ACL_MESSAGES.roleNameRequired });
    }
  });
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequestSchema>;

export const ZCategoryIdRequestSchema = z.object({ categoryId: requiredId(ACL_MESSAGES.chooseCategory) });
export type TCategoryIdRequest = z.infer<typeof ZCategoryIdRequestSchema>;

export const ZFindCategoriesRequestSchema = z.object({ companyId: ZId.optional() });
export type TFindCategoriesRequest = z.infer<typeof ZFindCategoriesRequestSchema>;

/** Where an item goes: an existing category, or a new one created by name. */
export const ZCategoryTarget = z
  .object({ newCategoryId: ZId.optional(), newCategoryName: ZCategoryName.optional() })
  .refine((v) => v.newCategoryId !== undefined || v.newCategoryName !== undefined, { message: ACL_MESSAGES.chooseTarget });
export type TCategoryTarget = z.infer<typeof ZCategoryTarget>;

export const ZReassignItemsRequestSchema = z.discriminatedUnion("updateAll", [
  z.object({ categoryId: requiredId(ACL_MESSAGES.chooseCategory), updateAll: z.literal(true), target: ZCategoryTarget }),
  z.object({
    categoryId: requiredId(ACL_MESSAGES.chooseCategory),
    updateAll: z.literal(false),
    items: z
      .array(z.object({ itemId: requiredId("Please choose an item."), target: ZCategoryTarget }))
      .min(1, "Select at least one item.")
      .max(1000),
  }),
]);
export type TReassignItemsRequest = z.infer<typeof ZReassignItemsRequestSchema>;

/** Take the category off the chosen roles (a role left with no category is deleted, see services). */
export const ZReassignRolesRequestSchema = z.object({
  categoryId: requiredId(ACL_MESSAGES.chooseCategory),
  roleIds: z.array(requiredId(ACL_MESSAGES.chooseRole)).min(1, "Select at least one role.").max(500),
});
export type TReassignRolesRequest = z.infer<typeof ZReassignRolesRequestSchema>;

/** Move administrators off the restricted roles onto other roles. */
export const ZReassignAdminsRequestSchema = z.object({
  categoryId: requiredId(ACL_MESSAGES.chooseCategory),
  users: z
    .array(
      z.object({
        userId: requiredId(ACL_MESSAGES.chooseAdmin),
        roleId: requiredId(ACL_MESSAGES.chooseRole),
        newRoleId: requiredId(ACL_MESSAGES.chooseRole),
      }),
    )
    .min(1, "Select at least one administrator.")
    .max(1000),
});
export type TReassignAdminsRequest = z.infer<typeof ZReassignAdminsRequestSchema>;
