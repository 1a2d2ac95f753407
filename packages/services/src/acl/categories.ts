import type { Db, DbTx } from "@paydesk/db";
import { AppError, isCompanyInScope, type Actor } from "@paydesk/domain";
import {
  ACL_MESSAGES,
  type TCreateCategoryRequest,
  type TReassignAdminsRequest,
  type TReassignItemsRequest,
  type TReassignRolesRequest,
} from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { accessDenied, companyInScope, pathIds } from "./scope.ts";

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

export async function findCategories(db: DbTx, actor: Actor, input: { companyId?: number }): Promise<CategoryView[]> {
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
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    companyId: c.companyId,
    companyName: c.company.name,
    itemCount: c._count.items,
    roleCount: c._count.roles,
  }));
}

async function categoryInScope(db: DbTx, actor: Actor, categoryId: number) {
  const category = await db.category.findUnique({
    where: { id: categoryId },
    select: { id: true, name: true, companyId: true, company: { select: { id: true, path: true } } },
  });
  if (!category) throw new AppError("NOT_FOUND", "No such category.");
  if (!isCompanyInScope(actor, category.company.path)) throw accessDenied();
  return category;
}

async function checkNameFree(db: DbTx, companyId: number, name: string): Promise<void> {
  const clash = await db.category.findFirst({ where: { companyId, name: { equals: name, mode: "insensitive" } }, select: { id: true } });
  if (clash) throw new AppError("CONFLICT", ACL_MESSAGES.categoryNameTaken, { name: ACL_MESSAGES.categoryNameTaken });
}

export async function createCategory(
  db: Db,
  actor: Actor,
  input: TCreateCategoryRequest,
): Promise<{ category: CategoryView; roleId: number | null }> {
  const company = await companyInScope(db, actor, input.companyId);
  return db.$transaction(async (tx) => {
    await checkNameFree(tx, company.id, input.name);
    const category = await tx.category.create({ data: { companyId: company.id, name: input.name } });
    let roleId: number | null = null;
    if (input.roleName) {
      const taken = await tx.role.findFirst({ where: { companyId: company.id, name: { equals: input.roleName, mode: "insensitive" } } });
      if (taken) throw new AppError("CONFLICT", ACL_MESSAGES.roleNameTaken, { roleName: ACL_MESSAGES.roleNameTaken });
      const role = await tx.role.create({
        data: {
          companyId: company.id,
          name: input.roleName,
          permissions: CATEGORY_ROLE_PERMISSIONS,
          categories: { create: [{ categoryId: category.id }] },
        },
      });
      roleId = role.id;
    }
    await recordAudit(tx, { actor }, {
      action: "category.created",
      entity: "category",
      entityId: category.id,
      companyId: company.id,
      after: { name: category.name, roleId },
    });
    return {
      category: { id: category.id, name: category.name, companyId: company.id, companyName: company.name, itemCount: 0, roleCount: roleId ? 1 : 0 },
      roleId,
    };
  });
}

export interface ItemConflicts {
  conflict: boolean;
  categoryId: number;
  items: { itemId: number; code: string; title: string; companyId: number; companyName: string }[];
}

/** Step one of the guided delete: the items that still use the category. */
export async function checkCategoryItems(db: DbTx, actor: Actor, categoryId: number): Promise<ItemConflicts> {
  const category = await categoryInScope(db, actor, categoryId);
  const items = await db.item.findMany({
    where: { categoryId: category.id },
    select: { id: true, code: true, title: true, company: { select: { id: true, name: true } } },
    orderBy: { title: "asc" },
  });
  return {
    conflict: items.length > 0,
    categoryId: category.id,
    items: items.map((i) => ({ itemId: i.id, code: i.code, title: i.title, companyId: i.company.id, companyName: i.company.name })),
  };
}

export interface RoleConflicts {
  conflict: boolean;
  categoryId: number;
  roles: { roleId: number; name: string; companyId: number | null; otherCategories: string[]; userCount: number }[];
  usersWithRoles: { userId: number; name: string; email: string; roleId: number; roleName: string; companyId: number }[];
  usersWithRolesCount: number;
}

/** Step two: roles restricted to the category, and the administrators holding them. */
export async function checkCategoryRoles(db: DbTx, actor: Actor, categoryId: number): Promise<RoleConflicts> {
  const category = await categoryInScope(db, actor, categoryId);
  const roles = await db.role.findMany({
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
    orderBy: { name: "asc" },
  });
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
    if (target.newCategoryId === category.id) throw new AppError("BAD_REQUEST", "Choose a different category.");
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
  const existing = await tx.category.findFirst({ where: { companyId: category.companyId, name: { equals: name, mode: "insensitive" } } });
  if (existing && existing.id === category.id) throw new AppError("BAD_REQUEST", "Choose a different category.");
  const id = existing?.id ?? (await tx.category.create({ data: { companyId: category.companyId, name } })).id;
  created.set(key, id);
  return id;
}

/** Move the category's items elsewhere, all at once or one by one; one transaction. */
export async function reassignCategoryItems(db: Db, actor: Actor, input: TReassignItemsRequest): Promise<{ moved: number }> {
  return db.$transaction(async (tx) => {
    const category = await categoryInScope(tx, actor, input.categoryId);
    const created = new Map<string, number>();
    let moved = 0;
    if (input.updateAll) {
      const targetId = await resolveTarget(tx, category, input.target, created);
      moved = (await tx.item.updateMany({ where: { categoryId: category.id }, data: { categoryId: targetId } })).count;
    } else {
      for (const entry of input.items) {
        const targetId = await resolveTarget(tx, category, entry.target, created);
        moved += (await tx.item.updateMany({ where: { id: entry.itemId, categoryId: category.id }, data: { categoryId: targetId } })).count;
      }
    }
    await recordAudit(tx, { actor }, {
      action: "category.items_reassigned",
      entity: "category",
      entityId: category.id,
      companyId: category.companyId,
      after: { moved, createdCategories: [...created.values()] },
    });
    return { moved };
  });
}

/**
 * Take the category off the chosen roles. A role restricted to this category alone would become
 * unrestricted — a silent widening of access — so such a role is deleted instead, which needs
 * its administrators reassigned first.
 */
export async function removeCategoryFromRoles(db: Db, actor: Actor, input: TReassignRolesRequest): Promise<{ updated: number; deleted: number }> {
  return db.$transaction(async (tx) => {
    const category = await categoryInScope(tx, actor, input.categoryId);
    let updated = 0;
    let deleted = 0;
    for (const roleId of new Set(input.roleIds)) {
      const role = await tx.role.findFirst({
        where: { id: roleId, categories: { some: { categoryId: category.id } } },
        select: { id: true, name: true, company: { select: { path: true } }, _count: { select: { categories: true, users: true } } },
      });
      if (!role) throw new AppError("NOT_FOUND", "No such role.");
      if (role.company && !isCompanyInScope(actor, role.company.path)) throw accessDenied();
      if (role._count.categories > 1) {
        await tx.roleCategory.delete({ where: { roleId_categoryId: { roleId: role.id, categoryId: category.id } } });
        updated++;
      } else if (role._count.users > 0) {
        throw new AppError("CONFLICT", `The role "${role.name}" is restricted to this category only. Reassign its administrators first.`);
      } else {
        await tx.role.delete({ where: { id: role.id } });
        deleted++;
      }
    }
    await recordAudit(tx, { actor }, {
      action: "category.roles_reassigned",
      entity: "category",
      entityId: category.id,
      companyId: category.companyId,
      after: { updated, deleted, roleIds: input.roleIds },
    });
    return { updated, deleted };
  });
}

/** Move administrators from a restricted role to another role valid for them. */
export async function reassignCategoryAdmins(db: Db, actor: Actor, input: TReassignAdminsRequest): Promise<{ moved: number }> {
  return db.$transaction(async (tx) => {
    const category = await categoryInScope(tx, actor, input.categoryId);
    let moved = 0;
    for (const entry of input.users) {
      const link = await tx.userRole.findUnique({
        where: { userId_roleId: { userId: entry.userId, roleId: entry.roleId } },
        select: { user: { select: { id: true, companyId: true, company: { select: { id: true, path: true } } } } },
      });
      if (!link) throw new AppError("NOT_FOUND", "No such administrator on that role.");
      if (!isCompanyInScope(actor, link.user.company.path)) throw accessDenied();
      const company = link.user.company;
      const newRole = await tx.role.findFirst({
        where: {
          id: entry.newRoleId,
          NOT: { categories: { some: { categoryId: category.id } } },
          OR: [
            { companyId: null },
            { companyId: company.id },
            { companyId: { in: pathIds(company.path) }, isShared: true },
          ],
        },
        select: { id: true },
      });
      if (!newRole) throw new AppError("BAD_REQUEST", ACL_MESSAGES.roleNotValidForCompany);
      await tx.userRole.delete({ where: { userId_roleId: { userId: entry.userId, roleId: entry.roleId } } });
      await tx.userRole.upsert({
        where: { userId_roleId: { userId: entry.userId, roleId: newRole.id } },
        create: { userId: entry.userId, roleId: newRole.id, assignedById: actor.userId },
        update: {},
      });
      await recordAudit(tx, { actor }, {
        action: "role.reassigned",
        entity: "user",
        entityId: entry.userId,
        companyId: link.user.companyId,
        before: { roleId: entry.roleId },
        after: { roleId: newRole.id, reason: `category ${category.id} deletion` },
      });
      moved++;
    }
    return { moved };
  });
}

/** The last step: delete the category, re-checking both conflicts inside the same transaction. */
export async function deleteCategory(db: Db, actor: Actor, categoryId: number): Promise<{ categoryId: number; name: string }> {
  return db.$transaction(async (tx) => {
    const category = await categoryInScope(tx, actor, categoryId);
    const [items, roles] = await Promise.all([
      tx.item.count({ where: { categoryId: category.id } }),
      tx.roleCategory.count({ where: { categoryId: category.id } }),
    ]);
    if (items > 0 || roles > 0) throw new AppError("CONFLICT", ACL_MESSAGES.categoryHasConflicts);
    await tx.category.delete({ where: { id: category.id } });
    await recordAudit(tx, { actor }, {
      action: "category.deleted",
      entity: "category",
      entityId: category.id,
      companyId: category.companyId,
      before: { name: category.name },
    });
    return { categoryId: category.id, name: category.name };
  });
}
