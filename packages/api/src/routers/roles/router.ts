import {
  assignableRoles,
  assignRole,
  createRole,
  deleteRole,
  findRoles,
  findRoleUsers,
  getRole,
  revokeRole,
  roleSharing,
  updateRole,
} from "@paydesk/services";
import {
  ZAssignRoleRequestSchema,
  ZCreateRoleRequestSchema,
  ZFindRolesRequestSchema,
  ZRoleIdRequestSchema,
  ZRoleSharingRequestSchema,
  ZRoleUsersRequestSchema,
  ZRoleValidityRequestSchema,
  ZUpdateRoleRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("settings.view");
const canManage = permissionProcedure("settings.manage");

/** Roles and their administrators (spec 1 §2, §4, §7; spec 3 §7 revoke-role). */
export const rolesRouter = router({
  find: canView.input(ZFindRolesRequestSchema).query(({ ctx, input }) => findRoles(ctx, input)),
  get: canView.input(ZRoleIdRequestSchema).query(({ ctx, input }) => getRole(ctx, input.roleId)),
  validity: canView.input(ZRoleValidityRequestSchema).query(({ ctx, input }) => assignableRoles(ctx, input)),
  sharing: canView.input(ZRoleSharingRequestSchema).query(({ ctx, input }) => roleSharing(ctx, input)),
  users: canView.input(ZRoleUsersRequestSchema).query(({ ctx, input }) => findRoleUsers(ctx, input.roleId, input.companyId)),
  create: canManage.input(ZCreateRoleRequestSchema).mutation(({ ctx, input }) => createRole(ctx, input)),
  update: canManage.input(ZUpdateRoleRequestSchema).mutation(({ ctx, input }) => updateRole(ctx, input)),
  delete: canManage.input(ZRoleIdRequestSchema).mutation(({ ctx, input }) => deleteRole(ctx, input.roleId)),
  assign: canManage.input(ZAssignRoleRequestSchema).mutation(async ({ ctx, input }) => {
    await assignRole(ctx, input);
    return { assigned: true };
  }),
  revoke: canManage.input(ZAssignRoleRequestSchema).mutation(async ({ ctx, input }) => {
    await revokeRole(ctx, input);
    return { revoked: true };
  }),
});
