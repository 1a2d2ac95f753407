import type { DbTx } from "@paydesk/db";
import { AppError, mayEditGroup, maySeeGroup, readSmartRules, type Actor, type SmartRules } from "@paydesk/domain";
import { GROUP_MESSAGES } from "@paydesk/validators";

export interface LoadedGroup {
  id: number;
  companyId: number;
  name: string;
  isSmart: boolean;
  isShared: boolean;
  rules: SmartRules;
  ownerPath: string;
  ownerName: string;
}

export type GroupAccessLevel = "view" | "edit";

export const noSuchGroup = () => new AppError("NOT_FOUND", GROUP_MESSAGES.noSuchGroup);

export async function loadGroup(db: DbTx, groupId: number): Promise<LoadedGroup | null> {
  const group = await db.studentGroup.findUnique({
    where: { id: groupId },
    select: {
      id: true,
      companyId: true,
      name: true,
      isSmart: true,
      isShared: true,
      rules: true,
      company: { select: { path: true, name: true } },
    },
  });
  if (!group) return null;
  const { company, rules, ...rest } = group;
  return { ...rest, rules: readSmartRules(rules), ownerPath: company.path, ownerName: company.name };
}

/**
 * The groups rung's rule (api routers/groups/resource.ts `groupProcedure`): a group the actor
 * cannot see answers like an unknown one (404); one they see but may not change (shared from
 * above) is refused with the reason (403).
 */
export function assertGroupAccess(actor: Actor, group: LoadedGroup, level: GroupAccessLevel): void {
  const ownership = { ownerPath: group.ownerPath, isShared: group.isShared };
  if (!maySeeGroup(actor, ownership)) throw noSuchGroup();
  if (level === "edit" && !mayEditGroup(actor, ownership)) throw new AppError("FORBIDDEN", GROUP_MESSAGES.sharedReadOnly);
}

/** The group the groups rung names; unknown → 404 (the same answer as one out of sight). */
export async function loadGroupForAccess(db: DbTx, groupId: number): Promise<LoadedGroup> {
  const group = await loadGroup(db, groupId);
  if (!group) throw noSuchGroup();
  return group;
}

/** The rung's load and rule in one, for a service that names a group in its input. */
export async function assertMayWorkOnGroup(
  { db, actor }: { db: DbTx; actor: Actor },
  groupId: number,
  level: GroupAccessLevel,
): Promise<LoadedGroup> {
  const group = await loadGroupForAccess(db, groupId);
  assertGroupAccess(actor, group, level);
  return group;
}
