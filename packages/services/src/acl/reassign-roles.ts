/**
 * reassign-roles (docs/product/accounts-and-roles.md, Categories): the roles step of the guided category
 * delete. Each row names a role restricted to the category and, optionally, where its administrators go (one
 * of them when `userId` is given): an existing role, or one created by name. Then the category comes off
 * every named role. A role restricted to this category alone would become unrestricted, a silent widening of
 * access, so it is deleted instead, which needs its administrators moved first (in this call or by
 * reassign-admins). One transaction: the whole step happens, or none of it.
 */
import { accessDenied, AppError, assertCanGrant, isCompanyInScope } from "@paydesk/domain";
import { ACL_MESSAGES, restrictedRoleHasAdmins, type TReassignRoleRow, type TReassignRolesRequest } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";
import { categoryInScope, moveAdminOffCategoryRole } from "./categories.ts";
import { checkRoleNameFree, deleteUnheldRole } from "./roles.ts";
import { companyInScope, subtreeFilter } from "../platform/company-scope.ts";

const RESTRICTED_ROLE_SELECT = {
  id: true,
  name: true,
  companyId: true,
  permissions: true,
  isShared: true,
  company: { select: { path: true } },
  categories: { select: { categoryId: true } },
  _count: { select: { users: true } },
} as const;

const HOLDER_SELECT = { id: true, companyId: true, company: { select: { id: true, path: true } } } as const;
type Holder = { id: number; companyId: number; company: { id: number; path: string } };

/** A role of the actor's subtree restricted to the category, as it is now. */
async function restrictedRole(tx: ActorTxContext, categoryId: number, roleId: number) {
  const role = await tx.db.role.findFirst({
    where: { id: roleId, categories: { some: { categoryId } } },
    select: RESTRICTED_ROLE_SELECT,
  });
  if (!role) throw new AppError("NOT_FOUND", ACL_MESSAGES.roleNotRestricted);
  if (!role.company || role.companyId === null || !isCompanyInScope(tx.actor, role.company.path)) throw accessDenied();
  return { ...role, companyId: role.companyId };
}
type RestrictedRole = Awaited<ReturnType<typeof restrictedRole>>;

/** The administrators a row moves: the one it names, or every holder of the role in the actor's subtree. */
async function holdersToMove(tx: ActorTxContext, role: RestrictedRole, userId: number | undefined): Promise<Holder[]> {
  if (userId === undefined) {
    const links = await tx.db.userRole.findMany({
      where: { roleId: role.id, user: { company: subtreeFilter(tx.actor) } },
      select: { user: { select: HOLDER_SELECT } },
      orderBy: { userId: "asc" },
    });
    return links.map((link) => link.user);
  }
  const link = await tx.db.userRole.findUnique({
    where: { userId_roleId: { userId, roleId: role.id } },
    select: { user: { select: HOLDER_SELECT } },
  });
  if (!link) throw new AppError("NOT_FOUND", ACL_MESSAGES.adminNotOnRole);
  if (!isCompanyInScope(tx.actor, link.user.company.path)) throw accessDenied();
  return [link.user];
}

/**
 * The role a row creates by name: at `companyId`, else the administrator's site, else the old
 * role's company. It carries the old role's control levels, sharing and other categories, so the
 * administrators keep what they had minus this category; nobody may create more than they hold.
 * Rows naming the same new role at one company share it.
 */
async function roleCreatedByName(
  tx: ActorTxContext,
  categoryId: number,
  role: RestrictedRole,
  row: TReassignRoleRow & { newRoleName: string },
  holder: Holder | null,
  created: Map<string, number>,
): Promise<number> {
  const company = await companyInScope(tx.db, tx.actor, row.companyId ?? holder?.companyId ?? role.companyId);
  const key = `${company.id}:${row.newRoleName.toLowerCase()}`;
  const already = created.get(key);
  if (already) return already;
  const permissions = role.permissions;
  const categoryIds = role.categories.map((c) => c.categoryId).filter((id) => id !== categoryId);
  assertCanGrant(tx.actor, { permissions, categoryIds });
  await checkRoleNameFree(tx.db, company.id, row.newRoleName, "newRoleName");
  const newRole = await tx.db.role.create({
    data: {
      companyId: company.id,
      name: row.newRoleName,
      isShared: role.isShared,
      permissions,
      categories: { create: categoryIds.map((id) => ({ categoryId: id })) },
    },
    select: { id: true },
  });
  await recordAudit(tx, {
    action: "role.created",
    entity: "role",
    entityId: newRole.id,
    companyId: company.id,
    after: {
      name: row.newRoleName,
      isShared: role.isShared,
      permissions,
      categoryIds,
      reason: `category ${categoryId} deletion`,
    },
  });
  created.set(key, newRole.id);
  return newRole.id;
}

/** Take the category off a role, or delete the role when it was its only restriction and nobody holds it. */
async function takeCategoryOff(tx: ActorTxContext, categoryId: number, role: RestrictedRole): Promise<"updated" | "deleted"> {
  const before = {
    name: role.name,
    isShared: role.isShared,
    permissions: role.permissions,
    categoryIds: role.categories.map((c) => c.categoryId),
  };
  if (role.categories.length > 1) {
    await tx.db.roleCategory.delete({ where: { roleId_categoryId: { roleId: role.id, categoryId } } });
    await recordAudit(tx, {
      action: "role.updated",
      entity: "role",
      entityId: role.id,
      companyId: role.companyId,
      before,
      after: {
        ...before,
        categoryIds: before.categoryIds.filter((id) => id !== categoryId),
        reason: `category ${categoryId} deletion`,
      },
    });
    return "updated";
  }
  await deleteUnheldRole(tx, role, {
    before: { ...before, reason: `category ${categoryId} deletion` },
    heldMessage: restrictedRoleHasAdmins(role.name),
  });
  return "deleted";
}

export interface ReassignRolesResult {
  updated: number;
  deleted: number;
  /** Administrators moved onto another role. */
  moved: number;
  /** Roles created by name. */
  createdRoleIds: number[];
}

export async function reassignCategoryRoles(ctx: ActorContext, input: TReassignRolesRequest): Promise<ReassignRolesResult> {
  const rows: TReassignRoleRow[] = [...(input.roles ?? []), ...(input.roleIds ?? []).map((roleId) => ({ roleId }))];
  return inTransaction(ctx, async (tx) => {
    const category = await categoryInScope(tx, input.categoryId);
    const created = new Map<string, number>();
    const roleIds = new Set<number>();
    let moved = 0;
    for (const row of rows) {
      const role = await restrictedRole(tx, category.id, row.roleId);
      roleIds.add(role.id);
      const { newRoleId, newRoleName } = row;
      if (newRoleId === undefined && newRoleName === undefined) continue;
      for (const holder of await holdersToMove(tx, role, row.userId)) {
        const target =
          newRoleId ??
          (await roleCreatedByName(
            tx,
            category.id,
            role,
            { ...row, newRoleName: newRoleName! },
            row.userId ? holder : null,
            created,
          ));
        await moveAdminOffCategoryRole(tx, category.id, holder, role.id, target);
        moved++;
      }
    }
    let updated = 0;
    let deleted = 0;
    for (const roleId of roleIds) {
      // Read again: the moves above changed who holds it.
      const outcome = await takeCategoryOff(tx, category.id, await restrictedRole(tx, category.id, roleId));
      if (outcome === "updated") updated++;
      else deleted++;
    }
    return { updated, deleted, moved, createdRoleIds: [...created.values()] };
  });
}
