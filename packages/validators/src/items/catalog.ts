/**
 * Requests of the item lists and their mass actions (docs/product/items-and-fees.md): save as draft, the
 * draft check, the row patch, remove and restore, the paid / not-paid report, totals, and the
 * public pay-for-item link. The list's own query is ZListItemsRequestSchema (item.ts).
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import { MAX_ITEM_CENTS, MAX_PERCENT_HUNDREDTHS } from "./constants.ts";
import { ITEM_FORM_MESSAGES, ZItemCodesSchema, ZItemType } from "./item.ts";

/** Our own wording: the product fixes no message for these answers and refusals. */
export const ITEM_LIST_MESSAGES = {
  draftsSaved: "The items were saved as drafts.",
  draftsChecked: "The ready items left draft state.",
  wrongType: "Some of the chosen items do not belong to this list.",
  updated: "Your item has been updated.",
  trashed: "The items were moved to the trash.",
  deleted: "The items were deleted permanently.",
  notInTrash: "Only items in the trash can be deleted permanently.",
  hasPayments: "This item has payments, so it cannot be deleted.",
  inPackage: "This item is part of a multi-item package, so it cannot be deleted.",
  restored: "The item was restored.",
  notTrashed: "This item is not in the trash.",
  trashedCannotChange: "Restore the item from the trash before changing it.",
  pnpOn: "The item is now part of the paid / not paid report.",
  pnpOff: "The item is no longer part of the paid / not paid report.",
  pnpMassUpdated: "The paid / not paid report setting was updated.",
  pnpQueued: "The paid / not paid report is being computed.",
  pnpNotEnabled: "Turn on the paid / not paid report for this item first.",
  unknownValue: "This value cannot be changed here.",
} as const;

const ZItemCode = z.string({ error: ITEM_FORM_MESSAGES.chooseItem }).trim().min(1, ITEM_FORM_MESSAGES.chooseItem).max(64);

export const ZSaveAsDraftRequestSchema = z.object({
  itemCodes: ZItemCodesSchema,
  /** The list the request comes from; when given, every item must be of that kind. */
  itemType: ZItemType.optional(),
});
export type TSaveAsDraftRequest = z.infer<typeof ZSaveAsDraftRequestSchema>;

export const ZCheckDraftRequestSchema = z.object({ itemCodes: ZItemCodesSchema });
export type TCheckDraftRequest = z.infer<typeof ZCheckDraftRequestSchema>;

/** Flags as legacy forms send them: booleans, 1/0, "yes"/"no", "true"/"false", "on"/"off". */
const ZYesNo = z.union([z.boolean(), z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(text)) return true;
  if (["false", "0", "no", "off", ""].includes(text)) return false;
  ctx.addIssue({ code: "custom", message: ITEM_LIST_MESSAGES.unknownValue });
  return z.NEVER;
});

/**
 * A decimal written with at most two places ("12", "12.5", "$1,234.50", "8.25%"), read digit by
 * digit into hundredths so that no dollar amount passes through a float; null when it is not one.
 */
export function decimalToHundredths(value: unknown): number | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  const text = (typeof value === "number" ? String(value) : value).trim().replace(/^\$/, "").replace(/%$/, "").replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const hundredthsIn = (max: number, message: string) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const hundredths = decimalToHundredths(value);
    if (hundredths === null || hundredths > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return hundredths;
  });

/** Dollars 0…100000 (as cents), percent 0…99.99 (as hundredths), whole quantities. */
const ZDollars = hundredthsIn(MAX_ITEM_CENTS, ITEM_FORM_MESSAGES.dollarRange);
const ZPercent = hundredthsIn(MAX_PERCENT_HUNDREDTHS, ITEM_FORM_MESSAGES.percentRange);
const ZQuantity = z.coerce.number({ error: ITEM_FORM_MESSAGES.quantityInteger }).int(ITEM_FORM_MESSAGES.quantityInteger).min(0, ITEM_FORM_MESSAGES.quantityInteger).max(1_000_000, ITEM_FORM_MESSAGES.quantityInteger);

/**
 * The row patch's values (items/patch), under the documented keys. Parsed by the service,
 * not by the procedure's input, so a bad value is answered with the patch's own failure message
 * ("Your item could not be updated.", docs/product/items-and-fees.md) and the value's reason beside its key.
 */
export const ZItemPatchValuesSchema = z.strictObject(
  {
    "single.quantity_available": ZQuantity.optional(),
    "single.amount": ZDollars.optional(),
    "single.convenience_fee_amount": ZDollars.optional(),
    "single.shipping_amount": ZDollars.optional(),
    "single.tax_rate": ZPercent.optional(),
    active: ZYesNo.optional(),
    visible: ZYesNo.optional(),
  },
  { error: ITEM_LIST_MESSAGES.unknownValue },
);
export type TItemPatchValues = z.infer<typeof ZItemPatchValuesSchema>;
export const ITEM_PATCH_KEYS = Object.keys(ZItemPatchValuesSchema.shape) as (keyof TItemPatchValues)[];

export const ZPatchItemRequestSchema = z.object({
  itemCode: ZItemCode,
  values: z.record(z.string(), z.unknown()),
});
export type TPatchItemRequest = z.infer<typeof ZPatchItemRequestSchema>;

export const REMOVE_MODES = ["soft", "hard"] as const;
export const ZRemoveItemsRequestSchema = z.object({
  itemCodes: ZItemCodesSchema,
  /** soft moves items to the trash; hard deletes items already in it. */
  mode: z.enum(REMOVE_MODES).default("soft"),
});
export type TRemoveItemsRequest = z.infer<typeof ZRemoveItemsRequestSchema>;

export const ZItemCodeRequestSchema = z.object({ itemCode: ZItemCode });
export type TItemCodeRequest = z.infer<typeof ZItemCodeRequestSchema>;

export const ZSetPnpRequestSchema = z.object({ itemCode: ZItemCode, checked: ZYesNo });
export type TSetPnpRequest = z.infer<typeof ZSetPnpRequestSchema>;

export const ZMassSetPnpRequestSchema = z.object({ itemCodes: ZItemCodesSchema, state: ZYesNo });
export type TMassSetPnpRequest = z.infer<typeof ZMassSetPnpRequestSchema>;

export const ZItemTotalsRequestSchema = z.object({ itemId: ZId });
export type TItemTotalsRequest = z.infer<typeof ZItemTotalsRequestSchema>;

/** /pay/for/{slug}/{code}: the slug is only a vanity part; the code finds the item. */
export const ZPayForRequestSchema = z.object({
  slug: z.string().trim().max(200).default(""),
  code: ZItemCode,
});
export type TPayForRequest = z.infer<typeof ZPayForRequestSchema>;
