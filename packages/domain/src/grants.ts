/**
 * Nobody hands out more than they hold: a role may only carry control levels the actor has, and an
 * actor limited to some categories may only grant roles limited to those categories (a role with
 * no restriction would widen their reach). Control staff hold everything. It guards role
 * create/update, assign, revoke, the administrator form's roles, the school upload's master
 * administrators, the category form's mirrored role and the category steps that move
 * administrators between roles. The same comparison decides whose password an administrator may
 * set or reset (`mayManageAdmin`): only of someone holding nothing they lack.
 */
import { ACL_MESSAGES, ADMIN_MESSAGES, type TModule } from "@paydesk/validators";
import { isControl, type Actor } from "./access.ts";
import { AppError } from "./errors.ts";

export interface Grant {
  permissions: readonly string[];
  categoryIds: readonly number[];
}

export function canGrant(actor: Pick<Actor, "kind" | "permissions" | "categoryIds">, grant: Grant): boolean {
  if (isControl(actor)) return true;
  const held = actor.permissions as ReadonlySet<string>;
  if (grant.permissions.some((p) => !held.has(p))) return false;
  if (actor.categoryIds === null) return true;
  const limits = actor.categoryIds;
  return grant.categoryIds.length > 0 && grant.categoryIds.every((id) => limits.has(id));
}

export function assertCanGrant(actor: Pick<Actor, "kind" | "permissions" | "categoryIds">, grant: Grant, field?: string): void {
  if (!canGrant(actor, grant)) {
    throw new AppError("FORBIDDEN", ACL_MESSAGES.cannotGrant, field ? { [field]: ACL_MESSAGES.cannotGrant } : undefined);
  }
}

/** A stored role (its permissions and category rows) as a grant. */
export function grantOfRole(role: { permissions: readonly string[]; categories: readonly { categoryId: number }[] }): Grant {
  return { permissions: role.permissions, categoryIds: role.categories.map((c) => c.categoryId) };
}

/** What an account holds: its kind and its roles combined (`combineRoles`). */
export interface Holding {
  kind: Actor["kind"];
  permissions: ReadonlySet<string>;
  /** null: no category limit. */
  categoryIds: ReadonlySet<number> | null;
}

/**
 * May the actor set, reset or e-mail a reset for this account's password, or change the account?
 * Only when the account holds nothing the actor lacks: else taking it over would hand the actor
 * its extra rights. Control staff may manage anyone; platform accounts only control staff.
 */
export function mayManageAdmin(actor: Pick<Actor, "kind" | "permissions" | "categoryIds">, target: Holding): boolean {
  if (isControl(actor)) return true;
  if (target.kind === "CONTROL") return false;
  // Holding no permission at all, a category limit (or its absence) gives nothing.
  if (target.permissions.size === 0) return true;
  return canGrant(actor, {
    permissions: [...target.permissions],
    categoryIds: target.categoryIds === null ? [] : [...target.categoryIds],
  });
}

export function assertMayManageAdmin(actor: Pick<Actor, "kind" | "permissions" | "categoryIds">, target: Holding): void {
  if (!mayManageAdmin(actor, target)) throw new AppError("FORBIDDEN", ADMIN_MESSAGES.cannotManage);
}

/**
 * No one hands out a module they do not work in themselves (parent accounts excepted: every
 * administrator may create them); an application the account already has (`kept`) may stay.
 * Control is for platform staff, on the platform company.
 */
export function assertCanGrantApplications(
  actor: Pick<Actor, "kind" | "modules">,
  companyKind: string,
  applications: readonly TModule[],
  kept: readonly string[],
): void {
  if (!isControl(actor)) {
    const ungranted = applications.filter((app) => app !== "parent" && !actor.modules.includes(app) && !kept.includes(app));
    if (ungranted.length) {
      throw new AppError("FORBIDDEN", ADMIN_MESSAGES.cannotGrantApplication, {
        applications: ADMIN_MESSAGES.cannotGrantApplication,
      });
    }
  }
  if (applications.includes("control") && companyKind !== "PLATFORM") {
    throw new AppError("BAD_REQUEST", ADMIN_MESSAGES.controlNeedsPlatform, { applications: ADMIN_MESSAGES.controlNeedsPlatform });
  }
}
