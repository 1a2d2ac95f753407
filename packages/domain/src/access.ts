import type { TModule } from "@paydesk/validators";
import { expandPermissions, type Permission } from "./permissions.ts";

/** Who is acting, as every authorization decision sees it. */
export interface Actor {
  userId: number;
  /** Differs from userId while control staff act as someone else (quick login). */
  realUserId: number;
  kind: "ADMIN" | "PARENT" | "CONTROL";
  email: string;
  name: string;
  companyId: number;
  /** Materialised path of the actor's company ("/1/4/"). */
  companyPath: string;
  modules: readonly TModule[];
  permissions: ReadonlySet<Permission>;
  /** Category ids the actor is limited to; null when no role restricts categories. */
  categoryIds: ReadonlySet<number> | null;
}

export function isControl(actor: Pick<Actor, "kind">): boolean {
  return actor.kind === "CONTROL";
}

/** Control staff act in every module; everyone else in the modules of their account. */
export function canActInModule(actor: Pick<Actor, "kind" | "modules">, module: TModule): boolean {
  return isControl(actor) || actor.modules.includes(module);
}

/** A company is in scope when it is the actor's own company or below it in the tree. */
export function isCompanyInScope(actor: Pick<Actor, "kind" | "companyPath">, targetPath: string): boolean {
  return isControl(actor) || targetPath.startsWith(actor.companyPath);
}

export function hasPermission(actor: Pick<Actor, "kind" | "permissions">, permission: Permission): boolean {
  return isControl(actor) || actor.permissions.has(permission);
}

export interface RoleGrant {
  permissions: readonly string[];
  categoryIds: readonly number[];
}

/**
 * Combine a user's roles. Permissions add up. Category restrictions limit a user only when every
 * role that grants anything is restricted: an unrestricted role that grants a permission lifts
 * the limit, while one that grants nothing changes nothing.
 */
export function combineRoles(roles: readonly RoleGrant[]): {
  permissions: Set<Permission>;
  categoryIds: Set<number> | null;
} {
  const permissions = expandPermissions(roles.flatMap((r) => r.permissions));
  let categoryIds: Set<number> | null = null;
  for (const role of roles) {
    if (role.categoryIds.length === 0) {
      if (expandPermissions(role.permissions).size > 0) return { permissions, categoryIds: null };
      continue;
    }
    categoryIds ??= new Set<number>();
    for (const id of role.categoryIds) categoryIds.add(id);
  }
  return { permissions, categoryIds };
}

/** The materialised path of a child company. */
export function childPath(parentPath: string | null, id: number): string {
  return `${parentPath ?? "/"}${id}/`;
}
