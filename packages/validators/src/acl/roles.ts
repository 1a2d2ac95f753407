import { z } from "zod";
import { ZId, ZModuleScoped } from "../common.ts";
import { ACL_MESSAGES } from "./messages.ts";
import { ZPermission } from "./permissions.ts";

/** A positive integer id (forms send numbers, shims strings) whose absence reads as `message`. */
export function requiredId(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message);
}

export const ROLE_NAME_MAX = 100;

export const ZRoleFields = z.object({
  name: z
    .string({ error: ACL_MESSAGES.roleNameRequired })
    .trim()
    .min(1, ACL_MESSAGES.roleNameRequired)
    .max(ROLE_NAME_MAX, `Role names are limited to ${ROLE_NAME_MAX} characters.`),
  /** Offered to the administrators of the sites below the role's own. */
  isShared: z.boolean().default(false),
  /** Control levels. */
  permissions: z.array(ZPermission).max(64).default([]),
  /** Category restrictions; empty means unrestricted. */
  categoryIds: z.array(ZId).max(200).default([]),
});
export type TRoleFields = z.infer<typeof ZRoleFields>;

export const ZFindRolesRequestSchema = ZModuleScoped.extend({ companyId: ZId.optional() });
export type TFindRolesRequest = z.infer<typeof ZFindRolesRequestSchema>;

export const ZCreateRoleRequestSchema = ZRoleFields.extend({ companyId: ZId.optional() });
export type TCreateRoleRequest = z.infer<typeof ZCreateRoleRequestSchema>;

export const ZUpdateRoleRequestSchema = ZRoleFields.extend({ roleId: requiredId(ACL_MESSAGES.chooseRole) });
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequestSchema>;

export const ZRoleIdRequestSchema = z.object({ roleId: requiredId(ACL_MESSAGES.chooseRole) });
export type TRoleIdRequest = z.infer<typeof ZRoleIdRequestSchema>;

/** The user list of a role: its holders below the caller's company, or below `companyId`. */
export const ZRoleUsersRequestSchema = z.object({ roleId: requiredId(ACL_MESSAGES.chooseRole), companyId: ZId.optional() });
export type TRoleUsersRequest = z.infer<typeof ZRoleUsersRequestSchema>;

/** The role-validity call: the roles administrators of this site may be given. */
export const ZRoleValidityRequestSchema = z.object({ companyId: requiredId(ACL_MESSAGES.siteRequired) });
export type TRoleValidityRequest = z.infer<typeof ZRoleValidityRequestSchema>;

/** What the shared toggle's extra rows show: the sites below that are offered the role. */
export const ZRoleSharingRequestSchema = z.object({ companyId: ZId.optional(), roleId: ZId.optional() });
export type TRoleSharingRequest = z.infer<typeof ZRoleSharingRequestSchema>;

export const ZAssignRoleRequestSchema = z.object({
  roleId: requiredId(ACL_MESSAGES.chooseRole),
  userId: requiredId(ACL_MESSAGES.chooseAdmin),
});
export type TAssignRoleRequest = z.infer<typeof ZAssignRoleRequestSchema>;
