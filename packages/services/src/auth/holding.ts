import type { DbTx } from "@paydesk/db";
import { assertMayManageAdmin, combineRoles, grantOfRole, type Actor, type Holding } from "@paydesk/domain";

/** What an account holds, its roles combined as the permission ladder combines them. */
export async function holdingOf(db: DbTx, user: { id: number; kind: Actor["kind"] }): Promise<Holding> {
  const links = await db.userRole.findMany({
    where: { userId: user.id },
    select: { role: { select: { permissions: true, categories: { select: { categoryId: true } } } } },
  });
  const { permissions, categoryIds } = combineRoles(links.map((link) => grantOfRole(link.role)));
  return { kind: user.kind, permissions, categoryIds };
}

/** The one refusal for changing an account that holds rights the actor lacks (domain `mayManageAdmin`). */
export async function assertMayManageAccount(
  db: DbTx,
  actor: Pick<Actor, "kind" | "permissions" | "categoryIds">,
  user: { id: number; kind: Actor["kind"] },
): Promise<void> {
  assertMayManageAdmin(actor, await holdingOf(db, user));
}
