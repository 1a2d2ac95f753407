import type { DbTx, Db } from "@paydesk/db";
import { AppError, isBuiltInRoleId, isCompanyInScope, type Actor } from "@paydesk/domain";
import { ACL_MESSAGES, type TCreateRoleRequest, type TUpdateRoleRequest } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { accessDenied, companyInScope, pathIds } from "./scope.ts";

const ROLE_SELECT = {
  id: true,
  name: true,
  isShared: true,
  isBuiltIn: true,
  companyId: true,
  permissions: true,
  company: { select: { name: true, path: true } },
  categories: { select: { category: { select: { id: true, name: true } } } },
  _count: { select: { users: true } },
} as const;

type RoleRow = {
  id: number;
  name: string;
  isShared: boolean;
  isBuiltIn: boolean;
  companyId: number | null;
  permissions: string[];
  company: { name: string; path: string } | null;
  categories: { category: { id: number; name: string } }[];
  _count: { users: number };
};

export interface RoleView {
  id: number;
  name: string;
  isShared: boolean;
  isBuiltIn: boolean;
  companyId: number | null;
  companyName: string | null;
  permissions: string[];
  categories: { id: number; name: string }[];
  userCount: number;
}

function toView(role: RoleRow): RoleView {
  return {
    id: role.id,
    name: role.name,
    isShared: role.isShared,
    isBuiltIn: role.isBuiltIn,
    companyId: role.companyId,
    companyName: role.company?.name ?? null,
    permissions: role.permissions,
    categories: role.categories.map((c) => c.category),
    userCount: role._count.users,
  };
}

/** Built-in roles first (ids 1-4, in order), then by name. */
function byListOrder(a: RoleView, b: RoleView): number {
  if (a.isBuiltIn !== b.isBuiltIn) return a.isBuiltIn ? -1 : 1;
  return a.isBuiltIn ? a.id - b.id : a.name.localeCompare(b.name);
}

/**
 * Roles usable at a company: the built-in ones, the company's own, and the shared roles of the
 * companies above it.
 */
function validForCompanyWhere(company: { id: number; path: string }) {
  const ancestors = pathIds(company.path).filter((id) => id !== company.id);
  return {
    OR: [{ companyId: null }, { companyId: company.id }, { companyId: { in: ancestors }, isShared: true }],
  };
}

export async function findRoles(db: DbTx, actor: Actor, input: { companyId?: number }): Promise<RoleView[]> {
  const company = await companyInScope(db, actor, input.companyId);
  const roles = await db.role.findMany({ where: validForCompanyWhere(company), select: ROLE_SELECT });
  return roles.map(toView).sort(byListOrder);
}

/** The roles administrators of `companyId` may be given (the role-validity call). */
export const assignableRoles = findRoles;

async function roleInScope(db: DbTx, actor: Actor, roleId: number): Promise<RoleRow> {
  const role = await db.role.findUnique({ where: { id: roleId }, select: ROLE_SELECT });
  if (!role) throw new AppError("NOT_FOUND", "No such role.");
  if (role.company && !isCompanyInScope(actor, role.company.path)) {
    // Shared roles of an ancestor are visible below it, but only their owners may change them.
    throw accessDenied();
  }
  return role;
}

export async function getRole(db: DbTx, actor: Actor, roleId: number): Promise<RoleView> {
  return toView(await roleInScope(db, actor, roleId));
}

/** Category restrictions must name categories of the role's company or the companies above it. */
async function checkCategories(db: DbTx, company: { id: number; path: string }, categoryIds: number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  const found = await db.category.count({ where: { id: { in: categoryIds }, companyId: { in: pathIds(company.path) } } });
  if (found !== new Set(categoryIds).size) throw new AppError("BAD_REQUEST", ACL_MESSAGES.invalidFields, { categoryIds: ACL_MESSAGES.invalidFields });
}

async function checkNameFree(db: DbTx, companyId: number, name: string, exceptId?: number): Promise<void> {
  const clash = await db.role.findFirst({
    where: { companyId, name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new AppError("CONFLICT", ACL_MESSAGES.roleNameTaken, { name: ACL_MESSAGES.roleNameTaken });
}

export async function createRole(db: Db, actor: Actor, input: TCreateRoleRequest): Promise<RoleView> {
  const company = await companyInScope(db, actor, input.companyId);
  return db.$transaction(async (tx) => {
    await checkNameFree(tx, company.id, input.name);
    await checkCategories(tx, company, input.categoryIds);
    const role = await tx.role.create({
      data: {
        companyId: company.id,
        name: input.name,
        isShared: input.isShared,
        permissions: [...new Set(input.permissions)],
        categories: { create: [...new Set(input.categoryIds)].map((categoryId) => ({ categoryId })) },
      },
      select: ROLE_SELECT,
    });
    const view = toView(role);
    await recordAudit(tx, { actor }, { action: "role.created", entity: "role", entityId: role.id, companyId: company.id, after: { ...view } });
    return view;
  });
}

export async function updateRole(db: Db, actor: Actor, input: TUpdateRoleRequest): Promise<RoleView> {
  return db.$transaction(async (tx) => {
    const existing = await roleInScope(tx, actor, input.roleId);
    if (existing.isBuiltIn || !existing.companyId || !existing.company) {
      throw new AppError("BAD_REQUEST", "Built-in roles cannot be changed.");
    }
    const company = { id: existing.companyId, path: existing.company.path };
    await checkNameFree(tx, company.id, input.name, existing.id);
    await checkCategories(tx, company, input.categoryIds);
    await tx.roleCategory.deleteMany({ where: { roleId: existing.id } });
    const role = await tx.role.update({
      where: { id: existing.id },
      data: {
        name: input.name,
        isShared: input.isShared,
        permissions: [...new Set(input.permissions)],
        categories: { create: [...new Set(input.categoryIds)].map((categoryId) => ({ categoryId })) },
      },
      select: ROLE_SELECT,
    });
    const view = toView(role);
    await recordAudit(tx, { actor }, {
      action: "role.updated",
      entity: "role",
      entityId: role.id,
      companyId: company.id,
      before: { ...toView(existing) },
      after: { ...view },
    });
    return view;
  });
}

export async function deleteRole(db: Db, actor: Actor, roleId: number): Promise<{ roleId: number; message: string }> {
  if (isBuiltInRoleId(roleId)) throw new AppError("BAD_REQUEST", ACL_MESSAGES.builtInRole);
  return db.$transaction(async (tx) => {
    const role = await roleInScope(tx, actor, roleId);
    if (role.isBuiltIn) throw new AppError("BAD_REQUEST", ACL_MESSAGES.builtInRole);
    if (role._count.users > 0) throw new AppError("CONFLICT", ACL_MESSAGES.roleInUse);
    await tx.role.delete({ where: { id: role.id } });
    await recordAudit(tx, { actor }, { action: "role.deleted", entity: "role", entityId: role.id, companyId: role.companyId, before: { ...toView(role) } });
    return { roleId: role.id, message: ACL_MESSAGES.roleDeleted };
  });
}

export interface RoleUserView {
  userId: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
}

/** Administrators on a role, limited to those in the actor's subtree. */
export async function findRoleUsers(db: DbTx, actor: Actor, roleId: number): Promise<RoleUserView[]> {
  await roleInScope(db, actor, roleId);
  const links = await db.userRole.findMany({
    where: { roleId, user: actor.kind === "CONTROL" ? {} : { company: { path: { startsWith: actor.companyPath } } } },
    select: { user: { select: { id: true, firstName: true, lastName: true, email: true, company: { select: { id: true, name: true } } } } },
    orderBy: [{ user: { lastName: "asc" } }, { user: { firstName: "asc" } }],
  });
  return links.map(({ user }) => ({
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    companyId: user.company.id,
    companyName: user.company.name,
  }));
}

async function adminInScope(db: DbTx, actor: Actor, userId: number) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, kind: true, email: true, companyId: true, company: { select: { id: true, path: true } } },
  });
  if (!user) throw new AppError("NOT_FOUND", "No such administrator.");
  if (!isCompanyInScope(actor, user.company.path)) throw accessDenied();
  return user;
}

export async function assignRole(db: Db, actor: Actor, input: { roleId: number; userId: number }): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await adminInScope(tx, actor, input.userId);
    const role = await tx.role.findFirst({ where: { id: input.roleId, ...validForCompanyWhere(user.company) }, select: { id: true } });
    if (!role) throw new AppError("BAD_REQUEST", ACL_MESSAGES.roleNotValidForCompany);
    const existing = await tx.userRole.findUnique({ where: { userId_roleId: { userId: user.id, roleId: role.id } } });
    if (existing) throw new AppError("CONFLICT", ACL_MESSAGES.alreadyAssigned);
    await tx.userRole.create({ data: { userId: user.id, roleId: role.id, assignedById: actor.userId } });
    await recordAudit(tx, { actor }, {
      action: "role.assigned",
      entity: "user",
      entityId: user.id,
      companyId: user.companyId,
      after: { roleId: role.id },
    });
  });
}

export async function revokeRole(db: Db, actor: Actor, input: { roleId: number; userId: number }): Promise<void> {
  await db.$transaction(async (tx) => {
    const user = await adminInScope(tx, actor, input.userId);
    const removed = await tx.userRole.deleteMany({ where: { userId: user.id, roleId: input.roleId } });
    if (removed.count === 0) throw new AppError("NOT_FOUND", ACL_MESSAGES.unassignFailed);
    await recordAudit(tx, { actor }, {
      action: "role.revoked",
      entity: "user",
      entityId: user.id,
      companyId: user.companyId,
      before: { roleId: input.roleId },
    });
  });
}
