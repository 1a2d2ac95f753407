/**
 * Control operations on postbacks (docs/product/control-area.md): the list
 * with its filters, one postback with its curl log, post back again, mark with a status and a memo,
 * and the operations home. Requests in camelCase; the shims map the documented fields onto them.
 */
import { z } from "zod";
import { ACL_MESSAGES } from "../acl/messages.ts";
import { ZId, ZModule } from "../common.ts";
import { SIS_PLUGIN_NAMES } from "../sis/external-items.ts";
import { TRANSACTION_LIST_MESSAGES, ZIsoDay } from "../transactions/list.ts";

export const POSTBACK_MESSAGES = {
  /** Quoted exactly: marking without a memo of at least 2 characters. */
  memoRequired: "Save failed. You must add a memo to mark this postback.",
  /** Quoted exactly: what the postback dialogs say when a call fails. */
  errorOccurred: ACL_MESSAGES.dialogError,
  /** Quoted exactly: a post back that the SIS did not accept; the curl log follows it. */
  postbackFailed: "Postback Failed. Additional information.",
  // Ours: the product names these refusals without fixing their text.
  noSuchPostback: "No such postback.",
  sendingNow: "This postback is being sent right now. Please wait a moment and try again.",
  chooseStatus: "Choose the status to mark this postback with.",
  memoTooLong: "Keep the memo to 1000 characters or fewer.",
  badCursor: TRANSACTION_LIST_MESSAGES.badCursor,
  rangeBackwards: TRANSACTION_LIST_MESSAGES.rangeBackwards,
  posted: "The postback was sent.",
  marked: "The postback was marked.",
} as const;

/** The postback statuses. */
export const POSTBACK_STATUSES = ["PENDING", "SENT", "FAILED", "MARKED"] as const;
export type TPostbackStatus = (typeof POSTBACK_STATUSES)[number];

/** A memo of at least 2 characters. */
export const POSTBACK_MEMO_MIN = 2;
export const POSTBACK_MEMO_MAX = 1000;
export const POSTBACK_PAGE_SIZE_DEFAULT = 50;
export const POSTBACK_PAGE_SIZE_MAX = 100;

/** Where the next page starts: the last row's creation time (epoch ms) and id, the list's sort key. */
export const ZPostbackCursor = z.string().regex(/^\d{1,15}_\d{1,10}$/, { error: POSTBACK_MESSAGES.badCursor });

/** `?status=` and friends arrive as "" from an empty form field: that means "any". */
const blankAsAny = (value: unknown) => (value === "" || value === null ? undefined : value);

export const ZPostbackListRequestSchema = z
  .object({
    module: ZModule,
    status: z.preprocess(blankAsAny, z.enum(POSTBACK_STATUSES).optional()),
    plugin: z.preprocess(blankAsAny, z.enum(SIS_PLUGIN_NAMES).optional()),
    /** The company and the sites below it. */
    companyId: z.preprocess(blankAsAny, ZId.optional()),
    /** Created on or after this day (UTC). */
    from: z.preprocess(blankAsAny, ZIsoDay.optional()),
    /** Created on or before this day (UTC). */
    to: z.preprocess(blankAsAny, ZIsoDay.optional()),
    pageSize: z.coerce.number().int().min(1).max(POSTBACK_PAGE_SIZE_MAX).default(POSTBACK_PAGE_SIZE_DEFAULT),
    after: z.preprocess(blankAsAny, ZPostbackCursor.optional()),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, { error: POSTBACK_MESSAGES.rangeBackwards, path: ["to"] });
export type TPostbackListRequest = z.input<typeof ZPostbackListRequestSchema>;
export type TPostbackList = z.output<typeof ZPostbackListRequestSchema>;

const postbackId = z.coerce
  .number({ error: POSTBACK_MESSAGES.noSuchPostback })
  .int({ error: POSTBACK_MESSAGES.noSuchPostback })
  .positive({ error: POSTBACK_MESSAGES.noSuchPostback })
  .max(2_147_483_647, { error: POSTBACK_MESSAGES.noSuchPostback });

export const ZPostbackRequestSchema = z.object({ module: ZModule, postbackId });
export type TPostbackRequest = z.input<typeof ZPostbackRequestSchema>;

/** The memo check of the mark dialog, the procedure and the shim: at least 2 characters once trimmed. */
export const ZPostbackMemo = z
  .string({ error: POSTBACK_MESSAGES.memoRequired })
  .trim()
  .min(POSTBACK_MEMO_MIN, { error: POSTBACK_MESSAGES.memoRequired })
  .max(POSTBACK_MEMO_MAX, { error: POSTBACK_MESSAGES.memoTooLong });

/**
 * `POST /control/postbacks/{id}/mark?status=` {memo}. MARKED says a person dealt with it; SENT that
 * the SIS has it (posted by hand); FAILED stops the retries; PENDING puts it back in the queue now.
 */
export const ZPostbackMarkRequestSchema = z.object({
  module: ZModule,
  postbackId,
  status: z.preprocess(blankAsAny, z.enum(POSTBACK_STATUSES, { error: POSTBACK_MESSAGES.chooseStatus }).default("MARKED")),
  memo: ZPostbackMemo,
});
export type TPostbackMarkRequest = z.input<typeof ZPostbackMarkRequestSchema>;
export type TPostbackMark = z.output<typeof ZPostbackMarkRequestSchema>;

/** The operations home: nothing to ask but the module. */
export const ZOperationsSummaryRequestSchema = z.object({ module: ZModule });
