import type { DbTx } from "@paydesk/db";
import { combineRoles, enumToModule, type Actor } from "@paydesk/domain";

/** Everything the permission ladder needs about a user, fetched in one query. */
export const ACTOR_USER_SELECT = {
  id: true,
  kind: true,
  email: true,
  firstName: true,
  lastName: true,
  companyId: true,
  applications: true,
  disabledAt: true,
  company: { select: { path: true } },
  roles: {
    select: {
      role: { select: { permissions: true, categories: { select: { categoryId: true } } } },
    },
  },
} as const;

export interface ActorUserRow {
  id: number;
  kind: Actor["kind"];
  email: string;
  firstName: string;
  lastName: string;
  companyId: number;
  applications: ("SCHOOL" | "VENDOR" | "BUSINESS" | "PARENT" | "CONTROL")[];
  disabledAt: Date | null;
  company: { path: string };
  roles: { role: { permissions: string[]; categories: { categoryId: number }[] } }[];
}

/** The actor for a loaded user row; null for a disabled account. */
export function actorFromRow(user: ActorUserRow, realUserId = user.id): Actor | null {
  if (user.disabledAt) return null;
  const { permissions, categoryIds } = combineRoles(
    user.roles.map(({ role }) => ({
      permissions: role.permissions,
      categoryIds: role.categories.map((c) => c.categoryId),
    })),
  );
  return {
    userId: user.id,
    realUserId,
    kind: user.kind,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    companyId: user.companyId,
    companyPath: user.company.path,
    modules: user.applications.map(enumToModule),
    permissions,
    categoryIds,
  };
}

/**
 * Build the actor the permission ladder checks: the user, their company's place in the tree,
 * their modules and the permissions their roles grant. Returns null for a disabled account.
 */
export async function loadActor(db: DbTx, userId: number, realUserId = userId): Promise<Actor | null> {
  const user = await db.user.findUnique({ where: { id: userId }, relationLoadStrategy: "join", select: ACTOR_USER_SELECT });
  return user ? actorFromRow(user, realUserId) : null;
}
