/**
 * Trash, permanent delete and restore (items/remove and the item restore url;
 * docs/product/items-and-fees.md). Soft delete moves items to the trash; hard delete removes only items
 * already there, after the page's confirmation, and never an item with payments or one inside a multi-item
 * package (the order lines' and package entries' foreign keys would refuse it anyway). A restore brings an
 * item back as a draft if it was one, otherwise as active.
 */
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { ITEM_LIST_MESSAGES, ITEM_MESSAGES, type TItemCodeRequest, type TRemoveItemsRequest } from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import { failingWith, itemForAction, itemsForAction } from "./access.ts";
import { auditState, itemRecordSelect, toItemRow, type ItemRecord, type ItemRow } from "./view.ts";
import { inTransaction, type ActorContext } from "../../platform/context.ts";

export interface RemoveItemsResult {
  message: string;
  /** Codes of the items trashed or deleted (the legacy product's zend_code). */
  removedItemIds: string[];
}

/** Item code → why it cannot be deleted; empty when all can. */
async function deleteBlockers(tx: DbTx, items: readonly ItemRecord[]) {
  const ids = items.map((item) => item.id);
  const paid = await tx.orderLine.findMany({ where: { itemId: { in: ids } }, select: { itemId: true }, distinct: ["itemId"] });
  const packaged = await tx.itemBundleEntry.findMany({
    where: { itemId: { in: ids } },
    select: { itemId: true },
    distinct: ["itemId"],
  });
  const blockers: Record<string, string> = {};
  const codeOf = new Map(items.map((item) => [item.id, item.code]));
  for (const { itemId } of packaged) blockers[codeOf.get(itemId) ?? String(itemId)] = ITEM_LIST_MESSAGES.inPackage;
  for (const { itemId } of paid) blockers[codeOf.get(itemId) ?? String(itemId)] = ITEM_LIST_MESSAGES.hasPayments;
  return blockers;
}

export async function removeItems(ctx: ActorContext, input: TRemoveItemsRequest): Promise<RemoveItemsResult> {
  const { actor } = ctx;
  return failingWith(ITEM_MESSAGES.deleteFailed, () =>
    inTransaction(ctx, async (tx) => {
      const items = await itemsForAction(tx, input.itemCodes);
      if (input.mode === "soft") {
        const moving = items.filter((item) => item.status !== "TRASH");
        for (const item of moving) {
          await tx.db.item.update({ where: { id: item.id }, data: { status: "TRASH", updatedById: actor.userId } });
          await recordAudit(tx, {
            action: "item.trashed",
            entity: "item",
            entityId: item.id,
            companyId: item.companyId,
            before: auditState(item),
            after: auditState({ ...item, status: "TRASH" }),
          });
        }
        return { message: ITEM_LIST_MESSAGES.trashed, removedItemIds: moving.map((item) => item.code) };
      }

      const outside = items.filter((item) => item.status !== "TRASH");
      if (outside.length > 0) {
        throw new AppError(
          "CONFLICT",
          ITEM_MESSAGES.deleteFailed,
          Object.fromEntries(outside.map((item) => [item.code, ITEM_LIST_MESSAGES.notInTrash])),
        );
      }
      const blockers = await deleteBlockers(tx.db, items);
      if (Object.keys(blockers).length > 0) throw new AppError("CONFLICT", ITEM_MESSAGES.deleteFailed, blockers);
      for (const item of items) {
        await tx.db.item.delete({ where: { id: item.id } });
        await recordAudit(tx, {
          action: "item.deleted",
          entity: "item",
          entityId: item.id,
          companyId: item.companyId,
          before: { code: item.code, title: item.title, ...auditState(item) },
        });
      }
      return { message: ITEM_LIST_MESSAGES.deleted, removedItemIds: items.map((item) => item.code) };
    }),
  );
}

export interface RestoreItemResult {
  message: string;
  item: ItemRow;
}

export async function restoreItem(ctx: ActorContext, input: TItemCodeRequest): Promise<RestoreItemResult> {
  const { actor } = ctx;
  return failingWith(ITEM_MESSAGES.updateFailed, () =>
    inTransaction(ctx, async (tx) => {
      const item = await itemForAction(tx, input.itemCode);
      if (item.status !== "TRASH") throw new AppError("CONFLICT", ITEM_LIST_MESSAGES.notTrashed);
      const status = item.isDraft ? ("DRAFT" as const) : ("ACTIVE" as const);
      const restored = await tx.db.item.update({
        where: { id: item.id },
        data: { status, updatedById: actor.userId },
        select: itemRecordSelect,
      });
      await recordAudit(tx, {
        action: "item.restored",
        entity: "item",
        entityId: item.id,
        companyId: item.companyId,
        before: auditState(item),
        after: auditState(restored),
      });
      return { message: ITEM_LIST_MESSAGES.restored, item: toItemRow(restored) };
    }),
  );
}
