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
 * The groups rung's rule (api trpc.ts groupProcedure): a group the actor cannot see answers like
 * an unknown one (404); one they see but may not change (shared from above) is refused with the
 * reason (403).
 */
export async function assertMayWorkOnGroup(
  { db, actor }: { db: DbTx; actor: Actor },
  groupId: number,
  level: GroupAccessLevel,
): Promise<LoadedGroup> {
  const group = await loadGroup(db, groupId);
  const ownership = group && { ownerPath: group.ownerPath, isShared: group.isShared };
  if (!group || !ownership || !maySeeGroup(actor, ownership)) throw noSuchGroup();
  if (level === "edit" && !mayEditGroup(actor, ownership)) throw new AppError("FORBIDDEN", GROUP_MESSAGES.sharedReadOnly);
  return group;
}
