import type { DbTx } from "@paydesk/db";
import { combineRoles, enumToModule, type Actor } from "@paydesk/domain";

/**
 * Build the actor the permission ladder checks: the user, their company's place in the tree,
 * their modules and the permissions their roles grant. Returns null for a disabled account.
 */
export async function loadActor(db: DbTx, userId: number, realUserId = userId): Promise<Actor | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
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
    },
  });
  if (!user || user.disabledAt) return null;
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
