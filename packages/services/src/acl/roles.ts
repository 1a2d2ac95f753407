import { withTimeZones } from "../platform/time-zone.ts";
import type { DbTx, Prisma } from "@paydesk/db";
import { accessDenied, AppError, assertCanGrant, canGrant, grantOfRole, isBuiltInRoleId, isCompanyInScope, isControl, type Actor } from "@paydesk/domain";
import { ACL_MESSAGES, ADMIN_MESSAGES, type TCreateRoleRequest, type TRoleSharingRequest, type TUpdateRoleRequest } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { companyInScope, pathIds } from "../platform/company-scope.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

const ROLE_SELECT = {
  id: true,
  name: true,
  isShared: true,
  isBuiltIn: true,
  companyId: true,
  permissions: true,
  company: { select: { name: true, path: true } },
  categories: { select: { category: { select: { id: true, name: true } } }, orderBy: { categoryId: "asc" } },
  _count: { select: { users: true } },
} as const;

/**
 * The same, counting only the holders at the sites below `path`: a built-in role is held all over
 * the platform, and a site's list shows how many of its own administrators hold each role.
 */
function roleSelectCountingBelow(path: string | null) {
  if (path === null) return ROLE_SELECT;
  return {
    ...ROLE_SELECT,
    _count: { select: { users: { where: { user: { company: { path: { startsWith: path } } } } } } },
  } as const;
}

/** Where the actor sees holders: their subtree, or everywhere for control staff. */
function visiblePath(actor: Actor): string | null {
  return isControl(actor) ? null : actor.companyPath;
}

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
  /** Holders at the listed site and below (the list), or that the actor can see (a single role). */
  userCount: number;
  /** The actor may edit, delete and share it (built-in roles and ancestors' shared roles are read-only). */
  editable: boolean;
  /** The actor holds everything it grants, so may give it to (or take it from) administrators (domain `canGrant`). */
  grantable: boolean;
}

function toView(role: RoleRow, actor: Actor): RoleView {
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
    editable: !role.isBuiltIn && role.company !== null && isCompanyInScope(actor, role.company.path),
    grantable: canGrant(actor, { permissions: role.permissions, categoryIds: role.categories.map((c) => c.category.id) }),
  };
}

/** What the audit log keeps of a role. */
function auditView(role: RoleRow) {
  return {
    name: role.name,
    isShared: role.isShared,
    permissions: role.permissions,
    categoryIds: role.categories.map((c) => c.category.id),
  };
}

/** Built-in roles first (ids 1-4, in order), then by name. */
function byListOrder(a: RoleView, b: RoleView): number {
  if (a.isBuiltIn !== b.isBuiltIn) return a.isBuiltIn ? -1 : 1;
  return a.isBuiltIn ? a.id - b.id : a.name.localeCompare(b.name) || a.id - b.id;
}

/**
 * Roles usable at a company: the built-in ones, the company's own, and the shared roles of the
 * companies above it.
 */
export function validForCompanyWhere(company: { id: number; path: string }) {
  const ancestors = pathIds(company.path).filter((id) => id !== company.id);
  return {
    OR: [{ companyId: null }, { companyId: company.id }, { companyId: { in: ancestors }, isShared: true }],
  };
}

/**
 * The roles of a site, as its role list shows them (docs/product/accounts-and-roles.md: the four built-in
 * ones first).
 */
export async function findRoles(ctx: ActorTxContext, input: { companyId?: number }): Promise<RoleView[]> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const roles = await db.role.findMany({ where: validForCompanyWhere(company), select: roleSelectCountingBelow(company.path) });
  return roles.map((r) => toView(r, actor)).sort(byListOrder);
}

/**
 * The roles administrators of `companyId` may be given (the role-validity call, and every role
 * picker): valid at the site, and holding nothing the actor lacks, so no picker offers a role the
 * server would refuse.
 */
export async function assignableRoles(ctx: ActorTxContext, input: { companyId?: number }): Promise<RoleView[]> {
  return (await findRoles(ctx, input)).filter((role) => role.grantable);
}

/**
 * A role the actor may look at: a built-in one, one of their subtree, or a shared role of a
 * company above them (offered to their sites, so they see it, but only its owners change it).
 */
async function roleVisible(ctx: ActorTxContext, roleId: number): Promise<RoleRow> {
  const { db, actor } = ctx;
  const role = await db.role.findUnique({ where: { id: roleId }, select: ROLE_SELECT });
  if (!role) throw new AppError("NOT_FOUND", ACL_MESSAGES.noSuchRole);
  if (!role.company) return role;
  if (isCompanyInScope(actor, role.company.path)) return role;
  if (role.isShared && actor.companyPath.startsWith(role.company.path)) return role;
  throw accessDenied();
}

/** A role the actor may change or delete: a company role in their subtree. */
async function roleOwned(
  ctx: ActorTxContext,
  roleId: number,
  builtInMessage: string,
): Promise<RoleRow & { companyId: number; company: { name: string; path: string } }> {
  const { actor } = ctx;
  if (isBuiltInRoleId(roleId)) throw new AppError("BAD_REQUEST", builtInMessage);
  const role = await roleVisible(ctx, roleId);
  if (role.isBuiltIn || role.companyId === null || !role.company) throw new AppError("BAD_REQUEST", builtInMessage);
  if (!isCompanyInScope(actor, role.company.path)) throw accessDenied();
  return { ...role, companyId: role.companyId, company: role.company };
}

export async function getRole(ctx: ActorTxContext, roleId: number): Promise<RoleView> {
  const { db, actor } = ctx;
  await roleVisible(ctx, roleId);
  const role = await db.role.findUniqueOrThrow({ where: { id: roleId }, select: roleSelectCountingBelow(visiblePath(actor)) });
  return toView(role, actor);
}

/** Category restrictions must name categories of the role's company or the companies above it. */
async function checkCategories(db: DbTx, company: { id: number; path: string }, categoryIds: number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  const found = await db.category.count({ where: { id: { in: categoryIds }, companyId: { in: pathIds(company.path) } } });
  if (found !== new Set(categoryIds).size) {
    throw new AppError("BAD_REQUEST", ACL_MESSAGES.invalidFields, { categoryIds: ACL_MESSAGES.invalidFields });
  }
}

/**
 * Role names are unique within a company (ignoring case) and never repeat a built-in role's
 * name, so an administrator's role list cannot hold two roles that read the same.
 */
export async function checkRoleNameFree(
  db: DbTx,
  companyId: number,
  name: string,
  field = "name",
  exceptId?: number,
): Promise<void> {
  const clash = await db.role.findFirst({
    where: {
      OR: [{ companyId }, { companyId: null }],
      name: { equals: name.trim(), mode: "insensitive" },
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { companyId: true },
  });
  if (!clash) return;
  const message = clash.companyId === null ? ACL_MESSAGES.reservedRoleName : ACL_MESSAGES.roleNameTaken;
  throw new AppError("CONFLICT", message, { [field]: message });
}

export async function createRole(ctx: ActorContext, input: TCreateRoleRequest): Promise<RoleView> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const permissions = [...new Set(input.permissions)];
  const categoryIds = [...new Set(input.categoryIds)];
  assertCanGrant(actor, { permissions, categoryIds });
  return inTransaction(ctx, async (tx) => {
    await checkRoleNameFree(tx.db, company.id, input.name);
    await checkCategories(tx.db, company, categoryIds);
    const role = await tx.db.role.create({
      data: {
        companyId: company.id,
        name: input.name,
        isShared: input.isShared,
        permissions,
        categories: { create: categoryIds.map((categoryId) => ({ categoryId })) },
      },
      select: ROLE_SELECT,
    });
    await recordAudit(tx, {
      action: "role.created",
      entity: "role",
      entityId: role.id,
      companyId: company.id,
      after: auditView(role),
    });
    return toView(role, actor);
  });
}

/** Administrators of sites other than the role's own that hold it (they got it because it is shared). */
async function holdersBelow(db: DbTx, role: { id: number; companyId: number }): Promise<number> {
  return db.userRole.count({ where: { roleId: role.id, user: { companyId: { not: role.companyId } } } });
}

export async function updateRole(ctx: ActorContext, input: TUpdateRoleRequest): Promise<RoleView> {
  const { actor } = ctx;
  const permissions = [...new Set(input.permissions)];
  const categoryIds = [...new Set(input.categoryIds)];
  assertCanGrant(actor, { permissions, categoryIds });
  return inTransaction(ctx, async (tx) => {
    const existing = await roleOwned(tx, input.roleId, ACL_MESSAGES.builtInRoleChange);
    const company = { id: existing.companyId, path: existing.company.path };
    await checkRoleNameFree(tx.db, company.id, input.name, "name", existing.id);
    await checkCategories(tx.db, company, categoryIds);
    if (existing.isShared && !input.isShared && (await holdersBelow(tx.db, existing)) > 0) {
      throw new AppError("CONFLICT", ACL_MESSAGES.sharedRoleHeldBelow, { isShared: ACL_MESSAGES.sharedRoleHeldBelow });
    }
    await tx.db.roleCategory.deleteMany({ where: { roleId: existing.id } });
    const role = await tx.db.role.update({
      where: { id: existing.id },
      data: {
        name: input.name,
        isShared: input.isShared,
        permissions,
        categories: { create: categoryIds.map((categoryId) => ({ categoryId })) },
      },
      select: ROLE_SELECT,
    });
    await recordAudit(tx, {
      action: "role.updated",
      entity: "role",
      entityId: role.id,
      companyId: company.id,
      before: auditView(existing),
      after: auditView(role),
    });
    return toView(role, actor);
  });
}

/**
 * Deletes a role nobody holds, and records it: the one path for the roles screen and for the
 * category delete (which removes roles restricted to only that category).
 */
export async function deleteUnheldRole(
  tx: ActorTxContext,
  role: { id: number; companyId: number | null; _count: { users: number } },
  audit: { before: Prisma.InputJsonValue; heldMessage: string },
): Promise<void> {
  if (role._count.users > 0) throw new AppError("CONFLICT", audit.heldMessage);
  await tx.db.role.delete({ where: { id: role.id } });
  await recordAudit(tx, { action: "role.deleted", entity: "role", entityId: role.id, companyId: role.companyId, before: audit.before });
}

export async function deleteRole(ctx: ActorContext, roleId: number): Promise<{ roleId: number; message: string }> {
  return inTransaction(ctx, async (tx) => {
    const role = await roleOwned(tx, roleId, ACL_MESSAGES.builtInRole);
    await deleteUnheldRole(tx, role, { before: auditView(role), heldMessage: ACL_MESSAGES.roleInUse });
    return { roleId: role.id, message: ACL_MESSAGES.roleDeleted };
  });
}

export interface RoleSharingView {
  /** The sites below the role's company: a shared role is offered to their administrators. */
  sites: { id: number; name: string }[];
  /** Administrators of those sites holding the role now. */
  holdersBelow: number;
}

/** The shared toggle's extra rows: where a shared role is offered and who below holds it. */
export async function roleSharing(ctx: ActorTxContext, input: TRoleSharingRequest): Promise<RoleSharingView> {
  const { db, actor } = ctx;
  let companyId = input.companyId;
  let held = 0;
  if (input.roleId !== undefined) {
    const role = await roleOwned(ctx, input.roleId, ACL_MESSAGES.builtInRoleChange);
    companyId = role.companyId;
    held = await holdersBelow(db, role);
  }
  const company = await companyInScope(db, actor, companyId);
  const sites = await db.company.findMany({
    where: { path: { startsWith: company.path }, NOT: { id: company.id } },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 200,
  });
  return { sites, holdersBelow: held };
}

export interface RoleUserView {
  userId: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
  assignedAt: Date;
  /** The zone of the administrator's company: the assignment's instant is read in it. */
  timeZone: string;
}

/**
 * Administrators on a role, limited to those in the actor's subtree, or to the sites below
 * `companyId` when given (a built-in role is held all over the platform).
 */
export async function findRoleUsers(ctx: ActorTxContext, roleId: number, companyId?: number): Promise<RoleUserView[]> {
  const { db, actor } = ctx;
  await roleVisible(ctx, roleId);
  const below = companyId !== undefined ? (await companyInScope(db, actor, companyId)).path : visiblePath(actor);
  const links = await db.userRole.findMany({
    where: { roleId, user: below === null ? {} : { company: { path: { startsWith: below } } } },
    select: {
      assignedAt: true,
      user: { select: { id: true, firstName: true, lastName: true, email: true, company: { select: { id: true, name: true } } } },
    },
    orderBy: [{ user: { lastName: "asc" } }, { user: { firstName: "asc" } }, { userId: "asc" }],
  });
  const users = links.map(({ user, assignedAt }) => ({
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    companyId: user.company.id,
    companyName: user.company.name,
    assignedAt,
  }));
  return withTimeZones(ctx, users, (user) => user.companyId);
}

/** An administrator account in the actor's subtree (parents hold no roles). */
export async function adminInScope(ctx: ActorTxContext, userId: number) {
  const { db, actor } = ctx;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, kind: true, email: true, companyId: true, company: { select: { id: true, path: true } } },
  });
  if (!user) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.noSuchAdmin);
  if (!isCompanyInScope(actor, user.company.path)) throw accessDenied();
  if (user.kind === "PARENT") throw new AppError("BAD_REQUEST", ACL_MESSAGES.notAnAdmin);
  return user;
}

/** A role valid at the administrator's site that the actor may hand out. */
export async function grantableRoleFor(
  tx: ActorTxContext,
  company: { id: number; path: string },
  roleId: number,
  extraWhere: object = {},
) {
  const { actor } = tx;
  const role = await tx.db.role.findFirst({
    where: { AND: [{ id: roleId }, validForCompanyWhere(company), extraWhere] },
    select: { id: true, name: true, permissions: true, categories: { select: { categoryId: true } } },
  });
  if (!role)
    throw new AppError("BAD_REQUEST", ACL_MESSAGES.roleNotValidForCompany, { roleId: ACL_MESSAGES.roleNotValidForCompany });
  assertCanGrant(actor, grantOfRole(role));
  return role;
}

/** An administrator already on a role cannot be added again (docs/product/accounts-and-roles.md). */
export async function assignRole(ctx: ActorContext, input: { roleId: number; userId: number }): Promise<void> {
  const { actor } = ctx;
  await inTransaction(ctx, async (tx) => {
    const user = await adminInScope(tx, input.userId);
    const role = await grantableRoleFor(tx, user.company, input.roleId);
    const existing = await tx.db.userRole.findUnique({ where: { userId_roleId: { userId: user.id, roleId: role.id } } });
    if (existing) throw new AppError("CONFLICT", ACL_MESSAGES.alreadyAssigned, { userId: ACL_MESSAGES.alreadyAssigned });
    await tx.db.userRole.create({ data: { userId: user.id, roleId: role.id, assignedById: actor.userId } });
    await recordAudit(tx, {
      action: "role.assigned",
      entity: "user",
      entityId: user.id,
      companyId: user.companyId,
      after: { roleId: role.id, roleName: role.name },
    });
  });
}

/**
 * Revoke after a confirmation; a revoke that finds nothing to remove fails
 * (docs/product/accounts-and-roles.md). Only a role the actor could hand out may be taken away, so nobody
 * demotes an administrator above them.
 */
export async function revokeRole(ctx: ActorContext, input: { roleId: number; userId: number }): Promise<void> {
  const { actor } = ctx;
  await inTransaction(ctx, async (tx) => {
    const user = await adminInScope(tx, input.userId);
    const role = await tx.db.role.findUnique({
      where: { id: input.roleId },
      select: { permissions: true, categories: { select: { categoryId: true } } },
    });
    if (!role) throw new AppError("NOT_FOUND", ACL_MESSAGES.unassignFailed);
    assertCanGrant(actor, grantOfRole(role));
    const removed = await tx.db.userRole.deleteMany({ where: { userId: user.id, roleId: input.roleId } });
    if (removed.count === 0) throw new AppError("NOT_FOUND", ACL_MESSAGES.unassignFailed);
    await recordAudit(tx, {
      action: "role.revoked",
      entity: "user",
      entityId: user.id,
      companyId: user.companyId,
      before: { roleId: input.roleId },
    });
  });
}
