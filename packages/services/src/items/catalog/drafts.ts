/**
 * Draft state in bulk (saveItemsAsDraft and checkdraft; docs/product/items-and-fees.md). Saving as draft
 * resets active and visible (domain setDraft); leaving draft needs the server's readiness check, item by
 * item, and only the ready ones leave. Items in the trash keep their TRASH status: their draft flag decides
 * what a restore brings them back as.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, checkItemReadiness, setDraft, type DisableGuest, type ReadinessProblem } from "@paydesk/domain";
import { ITEM_LIST_MESSAGES, ITEM_MESSAGES, type TCheckDraftRequest, type TSaveAsDraftRequest } from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import { BUILDER_ITEM_SELECT, formOf } from "../builder/form-of.ts";
import { readinessDraftOf } from "../builder/readiness.ts";
import { itemTypeMap } from "../mapping.ts";
import { failingWith, itemsForAction } from "./access.ts";
import { auditState, type ItemRecord } from "./view.ts";
import { inTransaction, type ActorContext } from "../../platform/context.ts";

export interface SaveAsDraftResult {
  message: string;
  /** Codes of the items now in draft. */
  updatedItems: string[];
}

const flagsOf = (item: Pick<ItemRecord, "isDraft" | "active" | "visible" | "disableGuest">) => ({
  isDraft: item.isDraft,
  active: item.active,
  visible: item.visible,
  disableGuest: item.disableGuest as DisableGuest,
});

export async function saveItemsAsDraft(ctx: ActorContext, input: TSaveAsDraftRequest): Promise<SaveAsDraftResult> {
  const { actor } = ctx;
  return failingWith(ITEM_MESSAGES.updateFailed, () =>
    inTransaction(ctx, async (tx) => {
      const items = await itemsForAction(tx, input.itemCodes);
      const itemType = input.itemType;
      if (itemType && items.some((item) => itemTypeMap.fromDb(item.type) !== itemType)) {
        throw new AppError("BAD_REQUEST", ITEM_LIST_MESSAGES.wrongType);
      }
      let resetSomething = false;
      for (const item of items) {
        const change = setDraft(flagsOf(item), true);
        if (change.message) resetSomething = true;
        const data = {
          isDraft: true,
          active: change.flags.active,
          visible: change.flags.visible,
          status: item.status === "TRASH" ? ("TRASH" as const) : ("DRAFT" as const),
          updatedById: actor.userId,
        };
        await tx.db.item.update({ where: { id: item.id }, data });
        await recordAudit(tx, {
          action: "item.drafted",
          entity: "item",
          entityId: item.id,
          companyId: item.companyId,
          before: auditState(item),
          after: auditState({ ...item, ...data }),
        });
      }
      // The reset is announced with the product's fixed message; otherwise a plain confirmation.
      const message = resetSomething ? ITEM_MESSAGES.moveOutOfDraft : ITEM_LIST_MESSAGES.draftsSaved;
      return { message, updatedItems: items.map((item) => item.code) };
    }),
  );
}

export interface CheckDraftResult {
  message: string;
  /** Codes of the items that left draft state. */
  updatedItems: string[];
  /** Item code → what still keeps it in draft. */
  errors: Record<string, ReadinessProblem[]>;
}

/** The item as the builder would show it, checked by the builder's own readiness rules. */
async function readinessOf(tx: DbTx, itemId: number) {
  const item = await tx.item.findUniqueOrThrow({ where: { id: itemId }, select: BUILDER_ITEM_SELECT });
  return checkItemReadiness(readinessDraftOf(formOf(item)));
}

export async function checkDrafts(ctx: ActorContext, input: TCheckDraftRequest): Promise<CheckDraftResult> {
  const { actor } = ctx;
  return failingWith(ITEM_MESSAGES.updateFailed, () =>
    inTransaction(ctx, async (tx) => {
      const items = await itemsForAction(tx, input.itemCodes);
      const errors: Record<string, ReadinessProblem[]> = {};
      const updatedItems: string[] = [];
      for (const item of items) {
        // Items already out of draft have nothing to leave; the check is about the drafts chosen.
        if (!item.isDraft) continue;
        const readiness = await readinessOf(tx.db, item.id);
        if (!readiness.ready) {
          errors[item.code] = readiness.problems;
          continue;
        }
        // Out of draft, but active and visible stay off until the list's switches turn them on.
        const data = {
          isDraft: false,
          status: item.status === "TRASH" ? ("TRASH" as const) : ("ACTIVE" as const),
          updatedById: actor.userId,
        };
        await tx.db.item.update({ where: { id: item.id }, data });
        await recordAudit(tx, {
          action: "item.undrafted",
          entity: "item",
          entityId: item.id,
          companyId: item.companyId,
          before: auditState(item),
          after: auditState({ ...item, ...data }),
        });
        updatedItems.push(item.code);
      }
      return { message: ITEM_LIST_MESSAGES.draftsChecked, updatedItems, errors };
    }),
  );
}
