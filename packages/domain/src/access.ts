import { AUTH_MESSAGES, type TModule } from "@paydesk/validators";
import { AppError } from "./errors.ts";
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
  /**
   * The IANA zone of the actor's company (docs/product/reports-and-time-zones.md), read with the actor in the
   * same statement; absent on an actor made by hand, whose zone is then looked up.
   */
  timeZone?: string;
}

/** The one refusal for anything the actor may not see or do (403). */
export function accessDenied(): AppError {
  return new AppError("FORBIDDEN", AUTH_MESSAGES.accessDenied);
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

/** A screen several areas share (the category list serves settings and the item builder). */
export function hasAnyPermission(actor: Pick<Actor, "kind" | "permissions">, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => hasPermission(actor, permission));
}

/**
 * Control-only screens (company search, the outbox) need control staff acting as themselves: a
 * control user on quick login acts as an administrator and sees what that administrator sees.
 */
export function isControlActingAsSelf(actor: Pick<Actor, "kind" | "userId" | "realUserId">): boolean {
  return isControl(actor) && actor.userId === actor.realUserId;
}

/**
 * Quick login: the session acts as the target (their account, company and kind), with the rights
 * of the person behind it intersected with the target's, so nobody borrows more than they hold.
 * Control staff hold every right, so acting as someone they get exactly that person's rights.
 */
export function actingActor(
  target: Actor,
  real: Pick<Actor, "userId" | "kind" | "modules" | "permissions" | "categoryIds">,
): Actor {
  if (isControl(real)) return { ...target, realUserId: real.userId };
  return {
    ...target,
    realUserId: real.userId,
    modules: target.modules.filter((module) => real.modules.includes(module)),
    permissions: new Set([...target.permissions].filter((permission) => real.permissions.has(permission))),
    categoryIds: intersectCategoryLimits(target.categoryIds, real.categoryIds),
  };
}

/** Both limits at once: null is "no limit", an empty set "no category at all". */
function intersectCategoryLimits(a: ReadonlySet<number> | null, b: ReadonlySet<number> | null): ReadonlySet<number> | null {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...a].filter((id) => b.has(id)));
}

/**
 * Who may use quick login (act as an administrator of a site below them), asked of the real
 * person behind a session, never of whom they are acting as: control staff, and administrators
 * who manage settings at a company with sites below it (docs/product/accounts-and-roles.md,
 * Signing in and sessions). Whom they may become is isCompanyInScope's.
 */
export function mayUseQuickLogin(real: Pick<Actor, "kind" | "permissions">, companyHasSitesBelow: boolean): boolean {
  if (real.kind === "CONTROL") return true;
  return real.kind === "ADMIN" && real.permissions.has("settings.manage") && companyHasSitesBelow;
}

/** Administrators and control staff: parents pick no sites and see no administrators. */
export function isStaff(actor: Pick<Actor, "kind">): boolean {
  return actor.kind !== "PARENT";
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

/** The module a signed-in user starts in: control staff in control, others in their first application. */
export function homeModule(actor: Pick<Actor, "kind" | "modules">): TModule {
  if (actor.kind === "CONTROL") return "control";
  if (actor.kind === "PARENT") return "parent";
  return actor.modules[0] ?? "school";
}

/** The materialised path of a child company. */
export function childPath(parentPath: string | null, id: number): string {
  return `${parentPath ?? "/"}${id}/`;
}
