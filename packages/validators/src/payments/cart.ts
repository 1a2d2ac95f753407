/**
 * Adding to the cart (docs/product/checkout-and-payments.md, Carts): `PUT /pay/put/{itemId}`,
 * `POST …/cart/update` and each item of `POST /pay/multi-a2c`. Shape only: the required custom
 * fields and the open amount are judged by @paydesk/domain against the item.
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import { ZFormFlag } from "./form-fields.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

/** The student select offers the students and NA (a purchase for no student). */
export const NO_STUDENT = "NA";
export const CART_QUANTITY_MAX = 1000;
export const CUSTOM_FIELD_VALUE_MAX = 2000;

/** A student id or NA; anything else, missing included, is the product's one message. */
export const ZStudentChoice = z.unknown().transform((value, ctx): typeof NO_STUDENT | number => {
  if (value === NO_STUDENT) return NO_STUDENT;
  const id = ZId.safeParse(value);
  if (id.success) return id.data;
  ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.selectStudent });
  return z.NEVER;
});

const ZCustomFieldValues = z.record(z.string().max(200), z.union([z.string().max(CUSTOM_FIELD_VALUE_MAX), z.array(z.string().max(CUSTOM_FIELD_VALUE_MAX)).max(100)]));

/** `cfs` is sent as a JSON string by the legacy forms and as an object by JSON clients. */
export const ZCartCustomFields = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return {};
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.customFieldsUnreadable });
      return z.NEVER;
    }
  })
  .pipe(ZCustomFieldValues);

export const ZAddToCartRequestSchema = z.object({
  item_id: ZId,
  student_id: ZStudentChoice,
  cfs: ZCartCustomFields,
  /** The open amount as typed; domain's readOpenAmount reads it. Absent for fixed prices. */
  amount: z.union([z.string().max(40), z.number()]).optional().transform((value) => (value === undefined ? undefined : String(value))),
  quantity: z.coerce.number().int().min(1).max(CART_QUANTITY_MAX).default(1),
  transient: ZFormFlag,
  mip_code: z.string().trim().max(100).optional(),
  /** Multi-add page: staff bypass required custom fields. */
  cf_override: ZFormFlag,
});
export type TAddToCartRequest = z.input<typeof ZAddToCartRequestSchema>;
