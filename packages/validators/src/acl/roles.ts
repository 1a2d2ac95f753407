import { z } from "zod";
import { ZId, ZModuleScoped } from "../common.ts";
import { ACL_MESSAGES } from "./messages.ts";
import { ZPermission } from "./permissions.ts";

export const ZRoleFields = z.object({
  name: z.string().trim().min(1, ACL_MESSAGES.roleNameRequired).max(100, "Role names are limited to 100 characters."),
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

export const ZUpdateRoleRequestSchema = ZRoleFields.extend({ roleId: ZId });
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequestSchema>;

export const ZRoleIdRequestSchema = z.object({ roleId: ZId });
export type TRoleIdRequest = z.infer<typeof ZRoleIdRequestSchema>;

export const ZRoleValidityRequestSchema = z.object({ companyId: ZId });
export type TRoleValidityRequest = z.infer<typeof ZRoleValidityRequestSchema>;

export const ZAssignRoleRequestSchema = z.object({ roleId: ZId, userId: ZId });
export type TAssignRoleRequest = z.infer<typeof ZAssignRoleRequestSchema>;
