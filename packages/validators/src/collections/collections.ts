/**
 * Collections (`/control/operations/collections*`): the money still owed, and what control
 * staff do about it (docs/product/control-area.md). The wording is ours,
 * modelled on the postback marking ("Save failed. You must add a memo to mark this
 * postback."); it lives here only.
 */
import { z } from "zod";
import { ZId, ZModuleScoped, recordIdWithMessage } from "../common.ts";

export const COLLECTION_MEMO_MIN = 2;
export const COLLECTION_MEMO_MAX = 500;

export const COLLECTION_SOURCES = ["PARTIAL_ORDER", "FAILED_CHARGE", "RETURNED_CHECK"] as const;
export type TCollectionSource = (typeof COLLECTION_SOURCES)[number];

export const COLLECTION_RESOLUTIONS = ["COLLECTED", "WRITTEN_OFF"] as const;
export type TCollectionResolution = (typeof COLLECTION_RESOLUTIONS)[number];

/** Where a row stands while it is on the list: never reminded yet, or reminded at least once. */
export const COLLECTION_STATES = ["DUE", "REMINDED"] as const;
export type TCollectionState = (typeof COLLECTION_STATES)[number];

export const COLLECTION_SOURCE_LABELS: Record<TCollectionSource, string> = {
  PARTIAL_ORDER: "Partial authorization",
  FAILED_CHARGE: "Failed recurring charge",
  RETURNED_CHECK: "Returned check",
};

export const COLLECTION_MESSAGES = {
  memoRequired: "Save failed. You must add a memo to mark this collection.",
  memoTooLong: `The memo can be at most ${COLLECTION_MEMO_MAX} characters.`,
  checkMemoRequired: "Save failed. You must add a memo to mark this check returned.",
  /** The row was paid, collected or written off meanwhile (another tab, the payer paid the rest). */
  notDue: "Nothing is due on this collection any more.",
  unknown: "This collection does not exist.",
  noEmail: "There is no e-mail address to send a reminder to.",
  onlyChecks: "Only a check payment can be marked returned.",
  alreadyReturned: "This check was already marked returned.",
  unknownPayment: "This payment does not exist.",
  unknownOrder: "This order does not exist.",
  reminderSent: "Reminder sent.",
  collected: "Marked collected.",
  writtenOff: "Written off.",
  checkReturned: "The check was marked returned. Its amount is due again.",
} as const;

const memo = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(COLLECTION_MEMO_MIN, required)
    .max(COLLECTION_MEMO_MAX, COLLECTION_MESSAGES.memoTooLong);

export const ZCollectionMemo = memo(COLLECTION_MESSAGES.memoRequired);

/** One row of the list: its source and the id of the order, occurrence or check return behind it. */
export const ZCollectionRef = z.object({
  source: z.enum(COLLECTION_SOURCES, { error: COLLECTION_MESSAGES.unknown }),
  sourceId: recordIdWithMessage(COLLECTION_MESSAGES.unknown),
});
export type TCollectionRef = z.infer<typeof ZCollectionRef>;

/** `collections.list`: filters, all optional. */
export const ZCollectionsListSchema = ZModuleScoped.extend({
  companyId: ZId.optional(),
  source: z.enum(COLLECTION_SOURCES).optional(),
  state: z.enum(COLLECTION_STATES).optional(),
  /** Part of the payer's name or e-mail. */
  search: z.string().trim().max(200).optional(),
});
export type TCollectionsListRequest = z.infer<typeof ZCollectionsListSchema>;

/** `collections.remind`. */
export const ZCollectionRemindSchema = ZModuleScoped.extend(ZCollectionRef.shape);
export type TCollectionRemindRequest = z.infer<typeof ZCollectionRemindSchema>;

/** The resolve dialog's fields: collected or written off, with a memo of at least 2 characters. */
export const ZCollectionResolveFields = z.object({ resolution: z.enum(COLLECTION_RESOLUTIONS), memo: ZCollectionMemo });

/** `collections.resolve`. */
export const ZCollectionResolveSchema = ZModuleScoped.extend({ ...ZCollectionRef.shape, ...ZCollectionResolveFields.shape });
export type TCollectionResolveRequest = z.input<typeof ZCollectionResolveSchema>;

/** The mark-returned dialog's fields: which check payment, and a memo. */
export const ZCheckReturnedFields = z.object({
  paymentId: recordIdWithMessage(COLLECTION_MESSAGES.unknownPayment),
  memo: memo(COLLECTION_MESSAGES.checkMemoRequired),
});

/** `collections.markCheckReturned`: a CHECK payment the bank returned. */
export const ZMarkCheckReturnedSchema = ZModuleScoped.extend(ZCheckReturnedFields.shape);
export type TMarkCheckReturnedRequest = z.input<typeof ZMarkCheckReturnedSchema>;

/** `collections.checkPayments`: an order's check payments, for the mark-returned dialog. */
export const ZCheckPaymentsSchema = ZModuleScoped.extend({ orderId: recordIdWithMessage(COLLECTION_MESSAGES.unknownOrder) });
