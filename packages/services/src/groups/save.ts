/**
 * Create and edit a group. A listed group keeps the students picked for it; a smart
 * group keeps its rules and has no listed members. Everything is checked in the save's
 * transaction: the name (names.ts), that every student and school named belongs to the owner's
 * subtree, and that a smart group has a rule. A name taken by a concurrent save hits the unique
 * index and answers the same 409.
 */
import { isUniqueViolation, Prisma, type DbTx } from "@paydesk/db";
import { AppError, cleanGroupName, hasAnySmartRule, type SmartRules } from "@paydesk/domain";
import { GROUP_MESSAGES, type TCreateGroupRequest, type TUpdateGroupRequest } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import type { LoadedGroup } from "./load.ts";
import { assertGroupNameFree } from "./names.ts";

export interface SavedGroup {
  groupId: number;
  message: string;
}

const invalid = (field: string, message: string) => new AppError("BAD_REQUEST", message, { [field]: message });
const underOwner = (ownerPath: string) => ({ path: { startsWith: ownerPath } });

async function assertContents(
  tx: DbTx,
  ownerPath: string,
  isSmart: boolean,
  studentIds: number[],
  rules: SmartRules,
): Promise<void> {
  if (isSmart && !hasAnySmartRule(rules)) throw invalid("rules", GROUP_MESSAGES.smartNeedsRule);
  const students = isSmart ? rules.studentIds : studentIds;
  if (students.length) {
    const inside = await tx.student.count({ where: { id: { in: students }, company: underOwner(ownerPath) } });
    if (inside !== students.length) throw invalid(isSmart ? "rules" : "studentIds", GROUP_MESSAGES.studentOutside);
  }
  if (isSmart && rules.schoolIds.length) {
    const inside = await tx.company.count({ where: { id: { in: rules.schoolIds }, ...underOwner(ownerPath) } });
    if (inside !== rules.schoolIds.length) throw invalid("rules", GROUP_MESSAGES.schoolOutside);
  }
}

async function replaceListedMembers(tx: DbTx, groupId: number, studentIds: number[]): Promise<void> {
  await tx.studentGroupMember.deleteMany({ where: { groupId } });
  if (studentIds.length)
    await tx.studentGroupMember.createMany({ data: studentIds.map((studentId) => ({ groupId, studentId })) });
}

/** The unique index (company, name) caught a concurrent save of the same name. */
function nameRace(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError("CONFLICT", GROUP_MESSAGES.nameTaken, { name: GROUP_MESSAGES.nameTaken });
  }
  throw error;
}

const storedRules = (isSmart: boolean, rules: SmartRules) => (isSmart ? { ...rules } : Prisma.DbNull);

/** The audit's view of what a save wrote: the members by count, the rules in full. */
function savedView(name: string, isSmart: boolean, input: TUpdateGroupRequest | TCreateGroupRequest) {
  return {
    name,
    isSmart,
    isShared: input.isShared,
    students: isSmart ? 0 : input.studentIds.length,
    rules: isSmart ? input.rules : null,
  };
}

export async function createGroup(ctx: ActorContext, input: TCreateGroupRequest): Promise<SavedGroup> {
  return inTransaction(ctx, async (tx) => {
    const owner = await companyInScope(tx.db, tx.actor, input.companyId);
    const name = cleanGroupName(input.name);
    await assertGroupNameFree(tx.db, owner.id, name);
    await assertContents(tx.db, owner.path, input.isSmart, input.studentIds, input.rules);
    const created = await tx.db.studentGroup
      .create({
        data: {
          companyId: owner.id,
          name,
          isSmart: input.isSmart,
          isShared: input.isShared,
          rules: storedRules(input.isSmart, input.rules),
        },
        select: { id: true },
      })
      .catch(nameRace);
    if (!input.isSmart) await replaceListedMembers(tx.db, created.id, input.studentIds);
    await recordAudit(tx, {
      action: "group.created",
      entity: "student_group",
      entityId: created.id,
      companyId: owner.id,
      after: savedView(name, input.isSmart, input),
    });
    return { groupId: created.id, message: GROUP_MESSAGES.saved };
  });
}

/** The rung has loaded the group and checked the actor may change it. */
export async function updateGroup(ctx: ActorContext, group: LoadedGroup, input: TUpdateGroupRequest): Promise<SavedGroup> {
  return inTransaction(ctx, async (tx) => {
    const name = cleanGroupName(input.name);
    await assertGroupNameFree(tx.db, group.companyId, name, group.id);
    await assertContents(tx.db, group.ownerPath, group.isSmart, input.studentIds, input.rules);
    await tx.db.studentGroup
      .update({
        where: { id: group.id },
        data: { name, isShared: input.isShared, rules: storedRules(group.isSmart, input.rules) },
      })
      .catch(nameRace);
    if (!group.isSmart) await replaceListedMembers(tx.db, group.id, input.studentIds);
    await recordAudit(tx, {
      action: "group.updated",
      entity: "student_group",
      entityId: group.id,
      companyId: group.companyId,
      before: { name: group.name, isShared: group.isShared, rules: group.isSmart ? group.rules : null },
      after: savedView(name, group.isSmart, input),
    });
    return { groupId: group.id, message: GROUP_MESSAGES.saved };
  });
}
