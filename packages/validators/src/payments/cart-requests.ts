/**
 * The cart procedures' requests (docs/product/checkout-and-payments.md): camelCase, amounts in integer
 * cents. The legacy shims map the documented snake_case fields (docs/product/documented-calls.md) onto these;
 * the same schemas judge the web's forms, so a message exists once.
 */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";
import { MAX_ITEM_CENTS } from "../items/constants.ts";
import { STUDENT_LOOKUP_MESSAGES } from "../students/lookup.ts";
import { CART_QUANTITY_MAX, ZCartCustomFields, ZStudentChoice } from "./cart.ts";

/**
 * The "module" of a cart call without a module in its path (`PUT /pay/put`, `POST /pay/multi-a2c`):
 * the cart of whoever calls — a guest when nobody is signed in, else the caller's own cart.
 */
export const PAYER_MODULE = "pay";
export const ZPayerModule = z.union([ZModule, z.literal(PAYER_MODULE)]);
export type TPayerModule = z.infer<typeof ZPayerModule>;

export const ZCartScoped = z.object({ module: ZPayerModule });

/** Our own wording: the product names these refusals without fixing their text. */
export const CART_MESSAGES = {
  noSuchLine: "This item is no longer in the cart.",
  noSuchStudent: STUDENT_LOOKUP_MESSAGES.noSuchStudent,
  notPayable: "This item cannot be paid for right now.",
  soldOut: "This item is sold out.",
  removed: "The item was removed from the cart.",
  cleared: "The cart is empty.",
  added: "The item was added to the cart.",
  updated: "The cart was updated.",
  itemOrCode: "Name an item by its id or its code.",
  /** A parent buying an item meant for particular students without naming one (ours: the product has none). */
  studentRequired: "This item is for particular students: choose the student it is for.",
} as const;

/** Not enough left for the quantity asked (ours). */
export function onlyLeftMessage(left: number): string {
  return `Only ${left} left of this item.`;
}

/** An external (SIS) item carried on a line (docs/product/terminal.md): flat, small values only. */
export const ZCartTransient = z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).refine((value) => Object.keys(value).length <= 30);

const ZCartAmountCents = z.number().int().min(0).max(MAX_ITEM_CENTS);
const ZCartQuantity = z.coerce.number().int().min(1).max(CART_QUANTITY_MAX);

export const ZCartAddRequestSchema = ZCartScoped.extend({
  itemId: ZId,
  studentId: ZStudentChoice,
  /** The open amount typed, in cents; ignored for Fixed items (their price is the item's). */
  amountCents: ZCartAmountCents.optional(),
  quantity: ZCartQuantity.default(1),
  cfs: ZCartCustomFields,
  /** Staff on the multi-add page bypass required custom fields (docs/product/checkout-and-payments.md). */
  cfOverride: z.boolean().default(false),
  mipCode: z.string().trim().max(100).optional(),
  transient: ZCartTransient.optional(),
});
export type TCartAddRequest = z.input<typeof ZCartAddRequestSchema>;
export type TCartAdd = z.output<typeof ZCartAddRequestSchema>;

export const ZCartLineRequestSchema = ZCartScoped.extend({ lineId: ZId });
export type TCartLineRequest = z.input<typeof ZCartLineRequestSchema>;

export const ZCartUpdateRequestSchema = ZCartScoped.extend({
  lineId: ZId,
  studentId: ZStudentChoice.optional(),
  amountCents: ZCartAmountCents.optional(),
  quantity: ZCartQuantity.optional(),
  /** Absent: the values stay as they are. */
  cfs: ZCartCustomFields.optional(),
});
export type TCartUpdateRequest = z.input<typeof ZCartUpdateRequestSchema>;
export type TCartUpdate = z.output<typeof ZCartUpdateRequestSchema>;

/** One item of the multi-add page: by id or by code, with its custom field values. */
export const ZCartManyItem = z
  .object({ itemId: ZId.optional(), code: z.string().trim().min(1).max(40).optional(), cfs: ZCartCustomFields })
  .refine((item) => item.itemId !== undefined || item.code !== undefined, { message: CART_MESSAGES.itemOrCode });

export const ZCartAddManyRequestSchema = ZCartScoped.extend({
  items: z.array(ZCartManyItem).max(100),
  studentId: ZStudentChoice,
  cfOverride: z.boolean().default(false),
});
export type TCartAddManyRequest = z.input<typeof ZCartAddManyRequestSchema>;
export type TCartAddMany = z.output<typeof ZCartAddManyRequestSchema>;
