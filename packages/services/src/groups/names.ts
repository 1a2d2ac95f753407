/**
 * The name rule against the database (domain groups/names.ts): at least 2 characters, and no other
 * group of the owner's list with the same name. `check-group` asks it as the name is typed
 * (docs/product/students-and-groups.md), and every save asks it again inside its transaction.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, groupNameLengthProblem, isGroupNameTaken } from "@paydesk/domain";
import { GROUP_MESSAGES, type TCheckGroupNameRequest } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { assertMayWorkOnGroup } from "./load.ts";

/** Throws the product's fixed message (400 too short, 409 taken) as the `name` field's error. */
export async function assertGroupNameFree(db: DbTx, ownerId: number, name: string, selfId?: number): Promise<void> {
  const lengthProblem = groupNameLengthProblem(name);
  if (lengthProblem) throw new AppError("BAD_REQUEST", lengthProblem, { name: lengthProblem });
  const list = await db.studentGroup.findMany({ where: { companyId: ownerId }, select: { id: true, name: true } });
  if (isGroupNameTaken(name, list, selfId))
    throw new AppError("CONFLICT", GROUP_MESSAGES.nameTaken, { name: GROUP_MESSAGES.nameTaken });
}

/**
 * `check-group?name=&group_id=`: the name as typed, in the list of the edited group's owner (or,
 * for a new group, of the site named, default the actor's). Answers when free, throws otherwise.
 */
export async function checkGroupName(ctx: ActorTxContext, input: TCheckGroupNameRequest): Promise<{ free: true }> {
  const ownerId = input.groupId
    ? (await assertMayWorkOnGroup(ctx, input.groupId, "edit")).companyId
    : (await companyInScope(ctx.db, ctx.actor, input.companyId)).id;
  await assertGroupNameFree(ctx.db, ownerId, input.name, input.groupId);
  return { free: true };
}
