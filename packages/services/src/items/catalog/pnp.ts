/**
 * The paid / not-paid report switches of the lists (set-pnp, mass-set-pnp, run-item-pnp;
 * docs/product/items-and-fees.md). `usage` is how many items of the company take part in the report.
 * Unexpected failures answer the product's "Unexpected error occurred".
 */
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import {
  ITEM_LIST_MESSAGES,
  ITEM_MESSAGES,
  type TItemCodeRequest,
  type TMassSetPnpRequest,
  type TSetPnpRequest,
} from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import { failingWith, itemForAction, itemsForAction } from "./access.ts";
import { enqueuePaidStatusJob } from "./paid-status.ts";
import type { ItemRecord } from "./view.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";

const usageOf = (tx: DbTx, companyIds: readonly number[]) =>
  tx.item.count({ where: { companyId: { in: [...new Set(companyIds)] }, pnpCalc: true } });

async function writePnp(tx: ActorTxContext, item: ItemRecord, checked: boolean): Promise<void> {
  await tx.db.item.update({ where: { id: item.id }, data: { pnpCalc: checked, updatedById: tx.actor.userId } });
  await recordAudit(tx, {
    action: "item.pnp_set",
    entity: "item",
    entityId: item.id,
    companyId: item.companyId,
    before: { pnpCalc: item.pnpCalc },
    after: { pnpCalc: checked },
  });
}

export interface SetPnpResult {
  pnpCalc: boolean;
  usage: number;
  message: string;
}

export async function setItemPnp(ctx: ActorContext, input: TSetPnpRequest): Promise<SetPnpResult> {
  return failingWith(ITEM_MESSAGES.paidNotPaidFailed, () =>
    inTransaction(ctx, async (tx) => {
      const item = await itemForAction(tx, input.itemCode);
      if (item.pnpCalc !== input.checked) await writePnp(tx, item, input.checked);
      return {
        pnpCalc: input.checked,
        usage: await usageOf(tx.db, [item.companyId]),
        message: input.checked ? ITEM_LIST_MESSAGES.pnpOn : ITEM_LIST_MESSAGES.pnpOff,
      };
    }),
  );
}

export interface MassSetPnpResult {
  /** Codes of the items whose setting changed. */
  updatedItems: string[];
  usage: number;
  message: string;
}

export async function massSetItemPnp(ctx: ActorContext, input: TMassSetPnpRequest): Promise<MassSetPnpResult> {
  return failingWith(ITEM_MESSAGES.paidNotPaidFailed, () =>
    inTransaction(ctx, async (tx) => {
      const items = await itemsForAction(tx, input.itemCodes);
      const changing = items.filter((item) => item.pnpCalc !== input.state);
      for (const item of changing) await writePnp(tx, item, input.state);
      return {
        updatedItems: changing.map((item) => item.code),
        usage: await usageOf(
          tx.db,
          items.map((item) => item.companyId),
        ),
        message: ITEM_LIST_MESSAGES.pnpMassUpdated,
      };
    }),
  );
}

export async function requestItemPnp(ctx: ActorContext, input: TItemCodeRequest): Promise<{ message: string }> {
  return failingWith(ITEM_MESSAGES.paidNotPaidFailed, () =>
    inTransaction(ctx, async (tx) => {
      const item = await itemForAction(tx, input.itemCode);
      if (!item.pnpCalc) throw new AppError("CONFLICT", ITEM_LIST_MESSAGES.pnpNotEnabled);
      const jobId = await enqueuePaidStatusJob(tx.db, { itemId: item.id });
      if (!jobId) throw new Error("the paid / not paid queue does not exist");
      await recordAudit(tx, {
        action: "item.pnp_requested",
        entity: "item",
        entityId: item.id,
        companyId: item.companyId,
        after: { jobId },
      });
      return { message: ITEM_LIST_MESSAGES.pnpQueued };
    }),
  );
}
