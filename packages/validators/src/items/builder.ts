/**
 * Requests of the item builder's helper calls (docs/product/items-and-fees.md): its pick lists, the readiness
 * check, the suggested fee, student and group search, image upload, and the payment settings page.
 * The form itself is ZItemFormSchema (item.ts).
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import { MAX_ITEM_CENTS, MAX_PERCENT_HUNDREDTHS } from "./constants.ts";
import { ZSearchCoaRequestSchema } from "../coa/accounts.ts";
import { ITEM_FORM_MESSAGES, ZAmountType, ZDisableGuest, ZFeeType, ZItemFormSchema } from "./item.ts";

/** Our own wording: the product fixes no message for these server checks. */
export const BUILDER_MESSAGES = {
  invalidChoice: "This choice is not available for this item.",
  companyFixed: "An item stays with the site that owns it.",
} as const;

export const ZItemBuilderOptionsRequestSchema = z.object({ companyId: ZId.optional() });
export type TItemBuilderOptionsRequest = z.infer<typeof ZItemBuilderOptionsRequestSchema>;

export const ZItemIdRequestSchema = z.object({ itemId: ZId });
export type TItemIdRequest = z.infer<typeof ZItemIdRequestSchema>;

/** POST /{module}/items/save: an update when item_id is given, a new item otherwise. */
export const ZSaveItemRequestSchema = z.intersection(z.object({ itemId: ZId.optional() }), ZItemFormSchema);
export type TSaveItemRequest = z.infer<typeof ZSaveItemRequestSchema>;

/**
 * The builder's account pickers (suggest/coasubs, suggest/item-coa-search): the chosen payee's accounts
 * (docs/product/chart-of-accounts.md).
 */
export const ZSearchItemAccountsRequestSchema = ZSearchCoaRequestSchema;
export type TSearchItemAccountsRequest = z.infer<typeof ZSearchItemAccountsRequestSchema>;

/**
 * The readiness check takes the form as the page holds it, half-typed values included: what the
 * form schema refuses becomes a named-input problem instead of a refusal, so the check can
 * always answer.
 */
export const ZCheckReadinessRequestSchema = z.record(z.string(), z.unknown());
export type TCheckReadinessRequest = z.infer<typeof ZCheckReadinessRequestSchema>;

/**
 * What readiness reads of a form the form schema refused: each field on its own, with a
 * neutral fallback, so one bad value does not hide the other fields' problems.
 */
export const ZLenientReadinessFields = z.object({
  description: z.string().catch(""),
  coaId: z.coerce.number().int().positive().nullish().catch(null).transform((v) => v ?? null),
  amountType: ZAmountType.catch("Fixed"),
  /** Null when unreadable: the form schema's own message names that input. */
  amountCents: z.coerce.number().int().nullish().catch(null).transform((v) => v ?? null),
  feeType: ZFeeType.catch("None"),
  feeCents: z.coerce.number().int().nullish().catch(null).transform((v) => v ?? null),
  availableToUsers: z.boolean().catch(true),
  disableGuest: ZDisableGuest.catch(0),
  visible: z.boolean().catch(true),
  customFields: z.array(z.unknown()).catch([]),
});

export const ZSuggestedFeeRequestSchema = z.object({
  settlementAccountId: ZId,
  amountCents: z.coerce.number({ error: ITEM_FORM_MESSAGES.dollarRange }).int(ITEM_FORM_MESSAGES.dollarRange).min(0, ITEM_FORM_MESSAGES.dollarRange).max(MAX_ITEM_CENTS, ITEM_FORM_MESSAGES.dollarRange),
});
export type TSuggestedFeeRequest = z.infer<typeof ZSuggestedFeeRequestSchema>;

/**
 * The student search is debounced 500 ms on the page (docs/product/terminal.md); the server answers a short
 * list.
 */
export const STUDENT_SEARCH_LIMIT = 25;
export const GROUP_SEARCH_LIMIT = 50;

export const ZSearchStudentsRequestSchema = z.object({
  companyId: ZId,
  term: z.string().trim().max(100).default(""),
});
export type TSearchStudentsRequest = z.infer<typeof ZSearchStudentsRequestSchema>;

export const ZSearchGroupsRequestSchema = z.object({
  companyId: ZId.optional(),
  term: z.string().trim().max(100).default(""),
});
export type TSearchGroupsRequest = z.infer<typeof ZSearchGroupsRequestSchema>;

export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Our own wording: the product fixes no message for an unknown image. */
export const IMAGE_MESSAGES = {
  noSuchImage: "No such image.",
} as const;


/**
 * The company fee behaviour for card payments, spelled as docs/product/items-and-fees.md spells
 * AlwaysAddFlat.
 */
export const FEE_BEHAVIOURS = ["Default", "AlwaysAddFlat", "Absorb"] as const;
export type FeeBehaviourName = (typeof FEE_BEHAVIOURS)[number];

export const ZPaymentSettingsRequestSchema = z.object({ companyId: ZId.optional() });
export type TPaymentSettingsRequest = z.infer<typeof ZPaymentSettingsRequestSchema>;

export const ZUpdatePaymentSettingsRequestSchema = z.object({
  companyId: ZId.optional(),
  feeBehaviour: z.enum(FEE_BEHAVIOURS),
  /** Used when the behaviour is AlwaysAddFlat; kept (not cleared) otherwise so switching back restores it. */
  defaultItemFeeCents: z.coerce.number({ error: ITEM_FORM_MESSAGES.dollarRange }).int(ITEM_FORM_MESSAGES.dollarRange).min(0, ITEM_FORM_MESSAGES.dollarRange).max(MAX_ITEM_CENTS, ITEM_FORM_MESSAGES.dollarRange),
  defaultTaxHundredths: z.coerce
    .number({ error: ITEM_FORM_MESSAGES.percentRange })
    .int(ITEM_FORM_MESSAGES.percentRange)
    .min(0, ITEM_FORM_MESSAGES.percentRange)
    .max(MAX_PERCENT_HUNDREDTHS, ITEM_FORM_MESSAGES.percentRange),
});
export type TUpdatePaymentSettingsRequest = z.infer<typeof ZUpdatePaymentSettingsRequestSchema>;
