import { isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { rolesRouter } from "./router.ts";
import { defineShim, id, optionalId } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof rolesRouter>;

function roleFields(role: Out["find"][number]) {
  return {
    role_id: role.id,
    name: role.name,
    is_shared: role.isShared ? 1 : 0,
    is_built_in: role.isBuiltIn,
    company_id: role.companyId,
    company_name: role.companyName,
    control_levels: role.permissions,
    categories: role.categories.map((c) => ({ category_id: c.id, name: c.name })),
    user_count: role.userCount,
    editable: role.editable,
  };
}

/**
 * The role calls (docs/product/accounts-and-roles.md; paths of the roles, role-validity, role remove
 * and user list urls: docs/product/documented-calls.md), revoke-role included.
 */
export const rolesShims = [
  defineShim<Out["find"]>({
    method: "GET",
    path: "/:module/settings/roles/list",
    procedure: "roles.find",
    spec: "docs/product/documented-calls.md: roles url",
    input: ({ params, query }) => ({ module: params.module, companyId: optionalId(query.company_id) }),
    fieldNames: { companyId: "company_id" },
    // "roles (map)": keyed by role id, in list order (built-in first).
    output: (roles) => ({
      roles: Object.fromEntries(roles.map((r) => [String(r.id), roleFields(r)])),
      order: roles.map((r) => r.id),
    }),
  }),
  defineShim<Out["validity"]>({
    method: "GET",
    path: "/:module/settings/roles/validity",
    procedure: "roles.validity",
    spec: "docs/product/documented-calls.md: role-validity url",
    input: ({ params, query }) => ({ module: params.module, companyId: id(query.company_id) }),
    fieldNames: { companyId: "company_id" },
    output: (roles) => ({ roles: roles.map(roleFields) }),
  }),
  defineShim<Out["delete"]>({
    method: "GET",
    path: "/:module/settings/roles/:roleId/remove",
    procedure: "roles.delete",
    spec: "docs/product/documented-calls.md: role remove url",
    input: ({ params }) => ({ module: params.module, roleId: id(params.roleId) }),
    output: (r) => ({ role_id: r.roleId, message: r.message }),
  }),
  defineShim<Out["users"]>({
    method: "GET",
    path: "/:module/settings/roles/:roleId/users",
    procedure: "roles.users",
    spec: "docs/product/documented-calls.md: user list url for a role",
    input: ({ params, query }) => ({ module: params.module, roleId: id(params.roleId), companyId: optionalId(query.company_id) }),
    fieldNames: { companyId: "company_id" },
    output: (users) => ({
      users: users.map((u) => ({
        user_id: u.userId,
        name: u.name,
        email: u.email,
        company_id: u.companyId,
        company_name: u.companyName,
        assigned_at: isoInZone(u.assignedAt, u.timeZone),
      })),
    }),
  }),
  defineShim<Out["assign"]>({
    method: "POST",
    path: "/api/acl/assign-role",
    procedure: "roles.assign",
    spec: "docs/product/accounts-and-roles.md: role assignment",
    input: ({ body, homeModule }) => ({ module: homeModule, roleId: id(body.role), userId: id(body.user) }),
    fieldNames: { roleId: "role", userId: "user" },
    output: () => ({}),
  }),
  defineShim<Out["revoke"]>({
    method: "POST",
    path: "/:module/settings/administrators/:userId/revoke-role/:roleId",
    procedure: "roles.revoke",
    spec: "docs/product/accounts-and-roles.md: revoke-role",
    input: ({ params }) => ({ module: params.module, roleId: id(params.roleId), userId: id(params.userId) }),
    output: () => ({}),
  }),
];
