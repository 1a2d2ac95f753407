/**
 * Delete a group. A group that is an item's audience is kept: deleting it would drop the item's
 * target row (the foreign key cascades), and an item with no targets left is offered to everyone.
 * The refusal names the items so the administrator can change their audience first.
 */
import { AppError } from "@paydesk/domain";
import { GROUP_MESSAGES } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import type { LoadedGroup } from "./load.ts";

const NAMED_ITEMS = 5;

export async function deleteGroup(ctx: ActorContext, group: LoadedGroup): Promise<{ message: string }> {
  return inTransaction(ctx, async (tx) => {
    const targets = await tx.db.itemTarget.findMany({
      where: { groupId: group.id },
      select: { item: { select: { code: true, title: true } } },
      distinct: ["itemId"],
      take: NAMED_ITEMS + 1,
    });
    if (targets.length) {
      const titles = targets.slice(0, NAMED_ITEMS).map((t) => `${t.item.title} (${t.item.code})`);
      throw new AppError(
        "CONFLICT",
        `${GROUP_MESSAGES.usedByItems} ${titles.join(", ")}${targets.length > NAMED_ITEMS ? ", …" : ""}`,
      );
    }
    await tx.db.studentGroup.delete({ where: { id: group.id } });
    await recordAudit(tx, {
      action: "group.deleted",
      entity: "student_group",
      entityId: group.id,
      companyId: group.companyId,
      before: { name: group.name, isSmart: group.isSmart, isShared: group.isShared },
    });
    return { message: GROUP_MESSAGES.deleted };
  });
}
