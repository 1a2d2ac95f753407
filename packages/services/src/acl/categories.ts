import { isForeignKeyViolation, type DbTx } from "@paydesk/db";
import { accessDenied, AppError, assertCanGrant, grantOfRole, isCompanyInScope } from "@paydesk/domain";
import {
  ACL_MESSAGES,
  type TCreateCategoryRequest,
  type TReassignAdminsRequest,
  type TReassignItemsRequest,
} from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { checkRoleNameFree, grantableRoleFor } from "./roles.ts";
import { companyInScope, pathIds } from "../platform/company-scope.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

/** Permissions of the role created beside a new category (the category form's mirrored role). */
export const CATEGORY_ROLE_PERMISSIONS = ["dashboard.view", "items.manage", "terminal.manage", "reports.view"];

export interface CategoryView {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
  itemCount: number;
  roleCount: number;
}

export async function findCategories(ctx: ActorTxContext, input: { companyId?: number }): Promise<CategoryView[]> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const rows = await db.category.findMany({
    where: { companyId: company.id },
    select: {
      id: true,
      name: true,
      companyId: true,
      company: { select: { name: true } },
      _count: { select: { items: true, roles: true } },
    },
    orderBy: { name: "asc" },
  });
  return rows
    .map((c) => ({
      id: c.id,
      name: c.name,
      companyId: c.companyId,
      companyName: c.company.name,
      itemCount: c._count.items,
      roleCount: c._count.roles,
    }))
    .sort(byName((c) => c.name));
}

export async function categoryInScope(ctx: ActorTxContext, categoryId: number) {
  const { db, actor } = ctx;
  const category = await db.category.findUnique({
    where: { id: categoryId },
    select: { id: true, name: true, companyId: true, company: { select: { id: true, path: true } } },
  });
  if (!category) throw new AppError("NOT_FOUND", ACL_MESSAGES.noSuchCategory);
  if (!isCompanyInScope(actor, category.company.path)) throw accessDenied();
  // An administrator limited to some categories does not manage the others.
  if (actor.categoryIds && !actor.categoryIds.has(category.id)) throw accessDenied();
  return category;
}

/** Names in the order people read them, whatever the database's collation. */
const byName =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b), "en", { sensitivity: "base" });

async function checkNameFree(db: DbTx, companyId: number, name: string): Promise<void> {
  const clash = await db.category.findFirst({
    where: { companyId, name: { equals: name, mode: "insensitive" } },
    select: { id: true },
  });
  if (clash) throw new AppError("CONFLICT", ACL_MESSAGES.categoryNameTaken, { name: ACL_MESSAGES.categoryNameTaken });
}

export async function createCategory(
  ctx: ActorContext,
  input: TCreateCategoryRequest,
): Promise<{ category: CategoryView; roleId: number | null }> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const roleName = input.withRole ? input.roleName?.trim() : undefined;
  // The new role is limited to a category the actor does not hold yet, so only an unrestricted
  // actor holding its control levels may create it.
  if (roleName) assertCanGrant(actor, { permissions: CATEGORY_ROLE_PERMISSIONS, categoryIds: [] });
  return inTransaction(ctx, async (tx) => {
    await checkNameFree(tx.db, company.id, input.name);
    const category = await tx.db.category.create({ data: { companyId: company.id, name: input.name } });
    let roleId: number | null = null;
    if (roleName) {
      await checkRoleNameFree(tx.db, company.id, roleName, "roleName");
      const role = await tx.db.role.create({
        data: {
          companyId: company.id,
          name: roleName,
          permissions: CATEGORY_ROLE_PERMISSIONS,
          categories: { create: [{ categoryId: category.id }] },
        },
      });
      roleId = role.id;
      await recordAudit(tx, {
        action: "role.created",
        entity: "role",
        entityId: role.id,
        companyId: company.id,
        after: { name: role.name, isShared: false, permissions: CATEGORY_ROLE_PERMISSIONS, categoryIds: [category.id] },
      });
    }
    await recordAudit(tx, {
      action: "category.created",
      entity: "category",
      entityId: category.id,
      companyId: company.id,
      after: { name: category.name, roleId },
    });
    return {
      category: {
        id: category.id,
        name: category.name,
        companyId: company.id,
        companyName: company.name,
        itemCount: 0,
        roleCount: roleId ? 1 : 0,
      },
      roleId,
    };
  });
}

export interface ItemConflicts {
  conflict: boolean;
  categoryId: number;
  categoryName: string;
  /** The category's company: replacement categories are chosen among its categories. */
  companyId: number;
  items: { itemId: number; code: string; title: string; companyId: number; companyName: string }[];
}

/** Step one of the guided delete: the items that still use the category. */
export async function checkCategoryItems(ctx: ActorTxContext, categoryId: number): Promise<ItemConflicts> {
  const { db } = ctx;
  const category = await categoryInScope(ctx, categoryId);
  const items = await db.item.findMany({
    where: { categoryId: category.id },
    select: { id: true, code: true, title: true, company: { select: { id: true, name: true } } },
    orderBy: { title: "asc" },
  });
  return {
    conflict: items.length > 0,
    categoryId: category.id,
    categoryName: category.name,
    companyId: category.companyId,
    items: items
      .map((i) => ({ itemId: i.id, code: i.code, title: i.title, companyId: i.company.id, companyName: i.company.name }))
      .sort(byName((i) => i.title)),
  };
}

export interface RoleConflicts {
  conflict: boolean;
  categoryId: number;
  categoryName: string;
  roles: { roleId: number; name: string; companyId: number | null; otherCategories: string[]; userCount: number }[];
  usersWithRoles: { userId: number; name: string; email: string; roleId: number; roleName: string; companyId: number }[];
  usersWithRolesCount: number;
}

/** Step two: roles restricted to the category, and the administrators holding them. */
export async function checkCategoryRoles(ctx: ActorTxContext, categoryId: number): Promise<RoleConflicts> {
  const { db } = ctx;
  const category = await categoryInScope(ctx, categoryId);
  const rows = await db.role.findMany({
    where: { categories: { some: { categoryId: category.id } } },
    select: {
      id: true,
      name: true,
      companyId: true,
      categories: { select: { category: { select: { id: true, name: true } } } },
      users: {
        select: { user: { select: { id: true, firstName: true, lastName: true, email: true, companyId: true } } },
        orderBy: { userId: "asc" },
      },
    },
  });
  const roles = rows.sort(byName((r) => r.name));
  const usersWithRoles = roles.flatMap((role) =>
    role.users.map(({ user }) => ({
      userId: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      roleId: role.id,
      roleName: role.name,
      companyId: user.companyId,
    })),
  );
  return {
    conflict: roles.length > 0,
    categoryId: category.id,
    categoryName: category.name,
    roles: roles.map((r) => ({
      roleId: r.id,
      name: r.name,
      companyId: r.companyId,
      otherCategories: r.categories.filter((c) => c.category.id !== category.id).map((c) => c.category.name),
      userCount: r.users.length,
    })),
    usersWithRoles,
    usersWithRolesCount: usersWithRoles.length,
  };
}

/** An existing category of the same company (not the one being deleted), or a new one by name. */
async function resolveTarget(
  tx: DbTx,
  category: { id: number; companyId: number; company: { path: string } },
  target: { newCategoryId?: number; newCategoryName?: string },
  created: Map<string, number>,
): Promise<number> {
  if (target.newCategoryId !== undefined) {
    if (target.newCategoryId === category.id) throw new AppError("BAD_REQUEST", ACL_MESSAGES.sameCategory);
    const found = await tx.category.findFirst({
      where: { id: target.newCategoryId, companyId: { in: pathIds(category.company.path) } },
      select: { id: true },
    });
    if (!found) throw new AppError("BAD_REQUEST", ACL_MESSAGES.invalidFields);
    return found.id;
  }
  const name = target.newCategoryName!.trim();
  const key = name.toLowerCase();
  const already = created.get(key);
  if (already) return already;
  const existing = await tx.category.findFirst({
    where: { companyId: category.companyId, name: { equals: name, mode: "insensitive" } },
  });
  if (existing && existing.id === category.id) throw new AppError("BAD_REQUEST", ACL_MESSAGES.sameCategory);
  const id = existing?.id ?? (await tx.category.create({ data: { companyId: category.companyId, name } })).id;
  created.set(key, id);
  return id;
}

/** Move the category's items elsewhere, all at once or one by one; one transaction. */
export async function reassignCategoryItems(ctx: ActorContext, input: TReassignItemsRequest): Promise<{ moved: number }> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const category = await categoryInScope(tx, input.categoryId);
      const created = new Map<string, number>();
      const moves: { itemId: number; categoryId: number }[] = [];
      if (input.updateAll) {
        const targetId = await resolveTarget(tx.db, category, input.target, created);
        const items = await tx.db.item.findMany({ where: { categoryId: category.id }, select: { id: true } });
        await tx.db.item.updateMany({ where: { id: { in: items.map((i) => i.id) } }, data: { categoryId: targetId } });
        moves.push(...items.map((i) => ({ itemId: i.id, categoryId: targetId })));
      } else {
        for (const entry of input.items) {
          const targetId = await resolveTarget(tx.db, category, entry.target, created);
          // An item another step already moved is left where it is.
          const { count } = await tx.db.item.updateMany({
            where: { id: entry.itemId, categoryId: category.id },
            data: { categoryId: targetId },
          });
          if (count > 0) moves.push({ itemId: entry.itemId, categoryId: targetId });
        }
      }
      await recordAudit(tx, {
        action: "category.items_reassigned",
        entity: "category",
        entityId: category.id,
        companyId: category.companyId,
        after: { moves, createdCategories: [...created.values()] },
      });
      return { moved: moves.length };
    });
  } catch (error) {
    // The target category was deleted by someone else meanwhile.
    if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", ACL_MESSAGES.invalidFields);
    throw error;
  }
}

/**
 * Move one administrator from a role restricted to the category onto another role valid at their
 * site that the actor may hand out and that is not restricted to the same category (reassign-admins
 * and reassign-roles share it).
 */
export async function moveAdminOffCategoryRole(
  tx: ActorTxContext,
  categoryId: number,
  user: { id: number; companyId: number; company: { id: number; path: string } },
  fromRoleId: number,
  toRoleId: number,
): Promise<void> {
  const newRole = await grantableRoleFor(tx, user.company, toRoleId, { NOT: { categories: { some: { categoryId } } } });
  // Taking a role away is handing it out in reverse: only one the actor could grant (as revoke).
  const oldRole = await tx.db.role.findUniqueOrThrow({
    where: { id: fromRoleId },
    select: { permissions: true, categories: { select: { categoryId: true } } },
  });
  assertCanGrant(tx.actor, grantOfRole(oldRole));
  await tx.db.userRole.delete({ where: { userId_roleId: { userId: user.id, roleId: fromRoleId } } });
  await tx.db.userRole.upsert({
    where: { userId_roleId: { userId: user.id, roleId: newRole.id } },
    create: { userId: user.id, roleId: newRole.id, assignedById: tx.actor.userId },
    update: {},
  });
  await recordAudit(tx, {
    action: "role.reassigned",
    entity: "user",
    entityId: user.id,
    companyId: user.companyId,
    before: { roleId: fromRoleId },
    after: { roleId: newRole.id, reason: `category ${categoryId} deletion` },
  });
}

/** Move administrators from a role restricted to the category onto another role valid for them. */
export async function reassignCategoryAdmins(ctx: ActorContext, input: TReassignAdminsRequest): Promise<{ moved: number }> {
  const { actor } = ctx;
  return inTransaction(ctx, async (tx) => {
    const category = await categoryInScope(tx, input.categoryId);
    let moved = 0;
    for (const entry of input.users) {
      const link = await tx.db.userRole.findUnique({
        where: { userId_roleId: { userId: entry.userId, roleId: entry.roleId } },
        select: {
          role: { select: { categories: { where: { categoryId: category.id }, select: { categoryId: true } } } },
          user: { select: { id: true, companyId: true, company: { select: { id: true, path: true } } } },
        },
      });
      if (!link) throw new AppError("NOT_FOUND", ACL_MESSAGES.adminNotOnRole);
      if (!isCompanyInScope(actor, link.user.company.path)) throw accessDenied();
      // This step only resolves the category's conflicts; it is not a general role move.
      if (link.role.categories.length === 0) throw new AppError("BAD_REQUEST", ACL_MESSAGES.notRestrictedRole);
      await moveAdminOffCategoryRole(tx, category.id, link.user, entry.roleId, entry.newRoleId);
      moved++;
    }
    return { moved };
  });
}

/** The last step: delete the category, re-checking both conflicts inside the same transaction. */
export async function deleteCategory(ctx: ActorContext, categoryId: number): Promise<{ categoryId: number; name: string }> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const category = await categoryInScope(tx, categoryId);
      const items = await tx.db.item.count({ where: { categoryId: category.id } });
      const roles = await tx.db.roleCategory.count({ where: { categoryId: category.id } });
      if (items > 0 || roles > 0) throw new AppError("CONFLICT", ACL_MESSAGES.categoryHasConflicts);
      await tx.db.category.delete({ where: { id: category.id } });
      await recordAudit(tx, {
        action: "category.deleted",
        entity: "category",
        entityId: category.id,
        companyId: category.companyId,
        before: { name: category.name },
      });
      return { categoryId: category.id, name: category.name };
    });
  } catch (error) {
    // An item or role took the category between the count and the delete.
    if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", ACL_MESSAGES.categoryHasConflicts);
    throw error;
  }
}
