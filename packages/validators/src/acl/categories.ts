import { z } from "zod";
import { ZId } from "../common.ts";
import { ACL_MESSAGES } from "./messages.ts";
import { ITEM_FORM_MESSAGES } from "../items/item.ts";
import { requiredId, ROLE_NAME_MAX } from "./roles.ts";

export const CATEGORY_NAME_MAX = 100;

const ZCategoryName = z
  .string({ error: ACL_MESSAGES.categoryNameRequired })
  .trim()
  .min(1, ACL_MESSAGES.categoryNameRequired)
  .max(CATEGORY_NAME_MAX, `Category names are limited to ${CATEGORY_NAME_MAX} characters.`);

/**
 * The category form (docs/product/accounts-and-roles.md): the role name mirrors the category name as it is
 * typed. With `withRole`, a role restricted to the new category is created under `roleName`.
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
      .array(z.object({ itemId: requiredId(ITEM_FORM_MESSAGES.chooseItem), target: ZCategoryTarget }))
      .min(1, "Select at least one item.")
      .max(1000),
  }),
]);
export type TReassignItemsRequest = z.infer<typeof ZReassignItemsRequestSchema>;

/**
 * One row of reassign-roles (docs/product/documented-calls.md: roles[user_id, role_id, new_role,
 * new_role_name, chk_rle, company]). The category comes off `roleId`; before that, the role's administrators
 * (only `userId` when given) move to `newRoleId`, or to a role created as `newRoleName` at `companyId`
 * (default: the administrator's site, or the role's company when no administrator is named).
 */
export const ZReassignRoleRow = z
  .object({
    roleId: requiredId(ACL_MESSAGES.chooseRole),
    userId: ZId.optional(),
    newRoleId: ZId.optional(),
    newRoleName: z
      .string()
      .trim()
      .min(1, ACL_MESSAGES.roleNameRequired)
      .max(ROLE_NAME_MAX, `Role names are limited to ${ROLE_NAME_MAX} characters.`)
      .optional(),
    companyId: ZId.optional(),
  })
  .refine((row) => row.userId === undefined || row.newRoleId !== undefined || row.newRoleName !== undefined, {
    message: ACL_MESSAGES.chooseNewRole,
    path: ["newRoleId"],
  });
export type TReassignRoleRow = z.infer<typeof ZReassignRoleRow>;

/**
 * Fix the roles restricted to a category: rows as above, or `roleIds` as shorthand for rows that
 * only take the category off (the roles step's checkboxes). A role left with no category is
 * deleted rather than widened (see services).
 */
export const ZReassignRolesRequestSchema = z
  .object({
    categoryId: requiredId(ACL_MESSAGES.chooseCategory),
    roles: z.array(ZReassignRoleRow).max(1000).optional(),
    roleIds: z.array(requiredId(ACL_MESSAGES.chooseRole)).max(500).optional(),
  })
  .refine((v) => (v.roles?.length ?? 0) + (v.roleIds?.length ?? 0) > 0, {
    message: "Select at least one role.",
    path: ["roles"],
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
