import type { inferRouterOutputs } from "@trpc/server";
import type { categoriesRouter } from "./router.ts";
import { defineShim, flag, id, list, optionalId, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof categoriesRouter>;

const base = "/:module/settings/categories";

function target(values: Record<string, unknown>) {
  const name = text(values.new_categ_name)?.trim();
  return { newCategoryId: optionalId(values.new_categ), newCategoryName: name ? name : undefined };
}

function categoryOnly({ params, body }: ShimRequest) {
  return { module: params.module, categoryId: id(body.category_id) };
}

/** The guided delete's calls and the category list for tools (docs/product/documented-calls.md). */
export const categoriesShims = [
  defineShim<Out["find"]>({
    method: "GET",
    path: `${base}/list`,
    procedure: "categories.find",
    spec: "docs/product/documented-calls.md: category list",
    input: ({ params, query }) => ({ module: params.module, companyId: optionalId(query.company_id) }),
    fieldNames: { companyId: "company_id" },
    output: (categories) => ({ categories: categories.map((c) => ({ category_id: c.id, name: c.name })) }),
  }),
  defineShim<Out["checkItems"]>({
    method: "POST",
    path: `${base}/check-items`,
    procedure: "categories.checkItems",
    spec: "docs/product/documented-calls.md: check-items",
    input: categoryOnly,
    fieldNames: { categoryId: "category_id" },
    output: (r) => ({
      conflict: r.conflict,
      category_id: r.categoryId,
      items: r.items.map((i) => ({
        item_id: i.itemId,
        item_code: i.code,
        title: i.title,
        company: i.companyId,
        company_name: i.companyName,
      })),
    }),
  }),
  defineShim<Out["checkRoles"]>({
    method: "POST",
    path: `${base}/check-roles`,
    procedure: "categories.checkRoles",
    spec: "docs/product/documented-calls.md: check-roles",
    input: categoryOnly,
    fieldNames: { categoryId: "category_id" },
    output: (r) => ({
      conflict: r.conflict,
      category_id: r.categoryId,
      roles: r.roles.map((x) => ({
        role_id: x.roleId,
        name: x.name,
        company: x.companyId,
        other_categories: x.otherCategories,
        user_count: x.userCount,
      })),
      users_with_roles: r.usersWithRoles.map((u) => ({
        user_id: u.userId,
        name: u.name,
        email: u.email,
        role_id: u.roleId,
        role_name: u.roleName,
        company: u.companyId,
      })),
      users_with_roles_count: r.usersWithRolesCount,
    }),
  }),
  defineShim<Out["reassignItems"]>({
    method: "POST",
    path: `${base}/reassign-items`,
    procedure: "categories.reassignItems",
    spec: "docs/product/documented-calls.md: reassign-items",
    // update_all with one set of values, or per item rows; unticked rows (chk_txn) are left alone.
    input: ({ params, body }) =>
      flag(body.update_all)
        ? { module: params.module, categoryId: id(body.category_id), updateAll: true, target: target(body) }
        : {
            module: params.module,
            categoryId: id(body.category_id),
            updateAll: false,
            items: list(body.items)
              .filter((row) => row.chk_txn === undefined || flag(row.chk_txn))
              .map((row) => ({ itemId: id(row.item_id), target: target(row) })),
          },
    fieldNames: { categoryId: "category_id" },
    output: (r) => ({ moved: r.moved }),
  }),
  defineShim<Out["reassignRoles"]>({
    method: "POST",
    path: `${base}/reassign-roles`,
    procedure: "categories.reassignRoles",
    spec: "docs/product/documented-calls.md: reassign-roles",
    // Unticked rows (chk_rle) are left alone; a row may move its administrator (user_id, or all of
    // the role's) to new_role or to a role created as new_role_name at company.
    input: ({ params, body }) => ({
      module: params.module,
      categoryId: id(body.category_id),
      roles: list(body.roles)
        .filter((row) => row.chk_rle === undefined || flag(row.chk_rle))
        .map((row) => ({
          roleId: id(row.role_id),
          userId: optionalId(row.user_id),
          newRoleId: optionalId(row.new_role),
          newRoleName: text(row.new_role_name)?.trim() || undefined,
          companyId: optionalId(row.company),
        })),
    }),
    fieldNames: {
      categoryId: "category_id",
      roles: "roles",
      newRoleId: "new_role",
      newRoleName: "new_role_name",
      userId: "user_id",
      companyId: "company",
    },
    output: (r) => ({ updated: r.updated, deleted: r.deleted, moved: r.moved, new_role_ids: r.createdRoleIds }),
  }),
  defineShim<Out["reassignAdmins"]>({
    method: "POST",
    path: `${base}/reassign-admins`,
    procedure: "categories.reassignAdmins",
    spec: "docs/product/documented-calls.md: reassign-admins",
    input: ({ params, body }) => ({
      module: params.module,
      categoryId: id(body.category_id),
      users: list(body.users).map((row) => ({ userId: id(row.user_id), roleId: id(row.role_id), newRoleId: id(row.new_role) })),
    }),
    fieldNames: { categoryId: "category_id" },
    output: (r) => ({ moved: r.moved }),
  }),
  defineShim<Out["delete"]>({
    method: "POST",
    path: `${base}/remove-category`,
    procedure: "categories.delete",
    spec: "docs/product/documented-calls.md: remove-category",
    input: categoryOnly,
    fieldNames: { categoryId: "category_id" },
    output: (r) => ({ category_id: r.categoryId }),
  }),
];
