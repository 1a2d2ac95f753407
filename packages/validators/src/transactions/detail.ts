/**
 * Transaction detail, edit and undo (docs/product/reports-and-time-zones.md). The product's
 * messages are quoted exactly; the rest is our own wording where the product names a check without
 * fixing a message.
 */
import { z } from "zod";
import { ACL_MESSAGES } from "../acl/messages.ts";
import { ZId, ZModuleScoped } from "../common.ts";
import { ZCartCustomFields } from "../payments/cart.ts";
import { PAYMENT_MESSAGES } from "../payments/messages.ts";

export const TXN_DETAIL_MESSAGES = {
  /** The product's success messages. */
  saved: "Your edits have been saved.",
  undone: "Update was successfully cancelled.",
  /** The undo failure fallback when the server gave no message (the same text as role assignment's). */
  requestFailed: ACL_MESSAGES.assignFailed,
  // Our own wording.
  memoRequired: "Please enter a memo describing this update.",
  nothingChanged: "Nothing was changed: the details are the same as before.",
  unknownLine: "This item is not part of the transaction.",
  unknownStudent: "This student cannot be chosen for this transaction.",
  unknownChange: "This update does not exist.",
  undoConflict: "This update cannot be cancelled: a later update changed the same detail. Cancel that update first.",
  payorNameBlank: PAYMENT_MESSAGES.payerNameBlank,
  invalidEmail: PAYMENT_MESSAGES.invalidEmail,
  fieldTooLong: PAYMENT_MESSAGES.fieldTooLong,
} as const;

/**
 * The order an id names; an unknown one is the product's "Your order id is Unknown…" (404). Zero
 * stands for an id that is no number at all (the shim reads `/reports/txn/abc` so), answered 404
 * by the rung like any id that names no order.
 */
export const ZTxnOrderId = z.number().int().min(0).max(2_147_483_647);

/** What the order rung (packages/api trpc.ts `orderProcedure`) reads. */
export const ZOrderScoped = ZModuleScoped.extend({ orderId: ZTxnOrderId });
export type TOrderScoped = z.infer<typeof ZOrderScoped>;

/** What the order-change rung reads: the change names its order. */
export const ZOrderChangeScoped = ZModuleScoped.extend({ changeId: ZId.max(2_147_483_647) });

export const MEMO_MAX = 1000;

/** An optional text detail: trimmed, empty means cleared (null). */
const detail = (max: number) =>
  z
    .string({ error: TXN_DETAIL_MESSAGES.fieldTooLong })
    .trim()
    .max(max, { error: TXN_DETAIL_MESSAGES.fieldTooLong })
    .nullable()
    .transform((value) => (value ? value : null));

/** The payor's details as edited; each is optional (absent = unchanged). The same limits as checkout's. */
export const ZPayorEdit = z
  .object({
    name: z.string().trim().min(1, { error: TXN_DETAIL_MESSAGES.payorNameBlank }).max(100, { error: TXN_DETAIL_MESSAGES.fieldTooLong }),
    email: detail(254).refine((value) => value === null || z.email().safeParse(value).success, { error: TXN_DETAIL_MESSAGES.invalidEmail }),
    street: detail(200),
    street2: detail(200),
    city: detail(100),
    state: detail(50),
    country: detail(50),
    postalCode: detail(20),
  })
  .partial();
export type TPayorEdit = z.infer<typeof ZPayorEdit>;

/** One line's details that move no money; amounts are not editable (refunds move money). */
export const ZLineEdit = z.object({
  lineId: ZId,
  cfs: ZCartCustomFields.optional(),
  studentId: ZId.nullable().optional(),
  memo: detail(MEMO_MAX).optional(),
});

export const ZTransactionDetailGetRequestSchema = ZOrderScoped;

export const ZTransactionUpdateRequestSchema = ZOrderScoped.extend({
  payor: ZPayorEdit.optional(),
  lines: z.array(ZLineEdit).max(200).optional(),
  memo: z
    .string({ error: TXN_DETAIL_MESSAGES.memoRequired })
    .trim()
    .min(1, { error: TXN_DETAIL_MESSAGES.memoRequired })
    .max(MEMO_MAX, { error: TXN_DETAIL_MESSAGES.fieldTooLong }),
});
export type TTransactionUpdateRequest = z.input<typeof ZTransactionUpdateRequestSchema>;

export const ZTransactionUndoRequestSchema = ZOrderChangeScoped;
export type TTransactionUndoRequest = z.infer<typeof ZTransactionUndoRequestSchema>;
