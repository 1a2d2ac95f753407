/**
 * The list's row patch (items/patch, docs/product/items-and-fees.md): quantity, price, fee, shipping, tax,
 * and the active and visible switches. A draft cannot become active or visible, a guest-checkout-only item
 * cannot become visible (domain rules), fee type None blocks the price, a Fixed item out of draft cannot take
 * a price the cart would refuse; anything else that fails answers the product's "Your item could not be
 * updated.", with the reason beside the value's key when a value was bad.
 */
import type { Prisma } from "@paydesk/db";
import {
  activateBlockedMessage,
  AppError,
  fixedPriceProblem,
  makeVisibleBlockedMessage,
  priceEditBlockedMessage,
  type DisableGuest,
} from "@paydesk/domain";
import {
  ITEM_LIST_MESSAGES,
  ITEM_MESSAGES,
  ZItemPatchValuesSchema,
  type TItemPatchValues,
  type TPatchItemRequest,
} from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import { amountTypeMap, feeTypeMap } from "../mapping.ts";
import { failingWith, itemForAction } from "./access.ts";
import { itemRecordSelect, toItemRow, type ItemRow } from "./view.ts";
import { inTransaction, type ActorContext } from "../../platform/context.ts";

export interface PatchItemResult {
  message: string;
  active: boolean;
  visible: boolean;
  item: ItemRow;
  itemCode: string;
}

function parseValues(values: Record<string, unknown>): TItemPatchValues {
  const parsed = ZItemPatchValuesSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      // Unknown keys are reported on the object itself; name each of them.
      const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.map(String).join(".")];
      for (const key of keys) fieldErrors[key || "values"] ??= issue.message;
    }
    throw new AppError("BAD_REQUEST", ITEM_MESSAGES.updateFailed, fieldErrors);
  }
  if (Object.values(parsed.data).every((v) => v === undefined)) throw new AppError("BAD_REQUEST", ITEM_MESSAGES.updateFailed);
  return parsed.data;
}

/**
 * The columns a patch writes; a shipping or tax value also switches its add-on on or off
 * (docs/product/items-and-fees.md).
 */
function columnsOf(values: TItemPatchValues): Prisma.ItemUpdateInput {
  const data: Prisma.ItemUpdateInput = {};
  if (values["single.quantity_available"] !== undefined) data.quantityAvailable = values["single.quantity_available"];
  if (values["single.amount"] !== undefined) data.amountCents = values["single.amount"];
  if (values["single.convenience_fee_amount"] !== undefined) data.feeCents = values["single.convenience_fee_amount"];
  if (values["single.shipping_amount"] !== undefined) {
    data.shippingCents = values["single.shipping_amount"];
    data.shippingEnabled = values["single.shipping_amount"] > 0;
  }
  if (values["single.tax_rate"] !== undefined) {
    data.taxRateHundredths = values["single.tax_rate"];
    data.taxEnabled = values["single.tax_rate"] > 0;
  }
  if (values.active !== undefined) data.active = values.active;
  if (values.visible !== undefined) data.visible = values.visible;
  return data;
}

export async function patchItem(ctx: ActorContext, input: TPatchItemRequest): Promise<PatchItemResult> {
  const { actor } = ctx;
  const values = parseValues(input.values);
  return failingWith(ITEM_MESSAGES.updateFailed, () =>
    inTransaction(ctx, async (tx) => {
      const item = await itemForAction(tx, input.itemCode);
      const current = await tx.db.item.findUniqueOrThrow({
        where: { id: item.id },
        select: {
          amountType: true,
          feeType: true,
          amountCents: true,
          feeCents: true,
          shippingCents: true,
          taxRateHundredths: true,
          quantityAvailable: true,
        },
      });
      if (item.status === "TRASH") throw new AppError("CONFLICT", ITEM_LIST_MESSAGES.trashedCannotChange);
      const flags = { isDraft: item.isDraft, disableGuest: item.disableGuest as DisableGuest };
      const refusal =
        (values.active === true ? activateBlockedMessage(flags) : null) ??
        (values.visible === true ? makeVisibleBlockedMessage(flags) : null);
      if (refusal) throw new AppError("CONFLICT", refusal);
      // Fee type None blocks changing the price (the domain's rule, as in the builder;
      // docs/product/items-and-fees.md); a row posted back with its price unchanged is not a change.
      const priceChanged = values["single.amount"] !== undefined && values["single.amount"] !== current.amountCents;
      const priceBlocked = priceChanged ? priceEditBlockedMessage(feeTypeMap.fromDb(current.feeType)) : null;
      if (priceBlocked) throw new AppError("CONFLICT", priceBlocked, { "single.amount": priceBlocked });

      // A Fixed item out of draft keeps a price the cart takes (what readiness asks of a save).
      const price = values["single.amount"];
      const priceProblem = price !== undefined && !item.isDraft ? fixedPriceProblem(amountTypeMap.fromDb(current.amountType), price) : null;
      if (priceProblem) throw new AppError("BAD_REQUEST", ITEM_MESSAGES.updateFailed, { "single.amount": priceProblem });

      const updated = await tx.db.item.update({
        where: { id: item.id },
        data: { ...columnsOf(values), updatedBy: { connect: { id: actor.userId } } },
        select: itemRecordSelect,
      });
      await recordAudit(tx, {
        action: "item.patched",
        entity: "item",
        entityId: item.id,
        companyId: item.companyId,
        before: { ...current, active: item.active, visible: item.visible },
        after: values as Prisma.InputJsonObject,
      });
      return {
        message: ITEM_LIST_MESSAGES.updated,
        active: updated.active,
        visible: updated.visible,
        item: toItemRow(updated),
        itemCode: updated.code,
      };
    }),
  );
}
