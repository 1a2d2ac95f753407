/**
 * The item builder's form (item, pricing, recurring settings, custom fields: docs/product/items-and-fees.md)
 * and the item list's query. One schema validates the builder form, the tRPC procedure and the
 * REST shims.
 *
 * The schema checks shape and ranges only. What makes an item *ready* (description, account,
 * fee, audience, custom field rules) is the readiness check of @paydesk/domain: a not-ready
 * item may still be saved as a draft, so those rules must not block parsing.
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import {
  AMOUNT_TYPES,
  CUSTOM_FIELD_TYPES,
  DISABLE_GUEST_VALUES,
  FEE_TYPES,
  ITEM_SORTS,
  ITEM_STATUSES,
  ITEM_TYPES,
  MAX_ITEM_CENTS,
  MAX_PERCENT_HUNDREDTHS,
  RECUR_CONTROLS,
  RECURRING_MODES,
} from "./constants.ts";

export const ITEM_TITLE_MAX = 200;
export const ITEM_SLUG_MAX = 100;
export const ITEM_DESCRIPTION_MAX = 100_000;
export const CUSTOM_FIELD_LABEL_MAX = 200;
export const CUSTOM_FIELD_OPTION_MAX = 200;
export const CUSTOM_FIELDS_MAX = 50;
export const SOLD_OUT_MESSAGE_MAX = 500;
/** The item lists page through the items; a page is at most this long. */
export const ITEM_PAGE_SIZE_MAX = 200;
export const ITEM_PAGE_SIZE_DEFAULT = 50;
/** Mass actions take the selected rows of a page, a few pages at most. */
export const ITEM_SELECTION_MAX = 1000;

/** Our own wording: the product fixes no message for these checks. */
export const ITEM_FORM_MESSAGES = {
  titleRequired: "Please enter a title.",
  chooseItem: "Please choose an item.",
  chooseItems: "Please choose at least one item.",
  noSuchItem: "No such item.",
  dollarRange: "Amounts must be between $0.00 and $100,000.00.",
  percentRange: "Percents must be between 0.00% and 99.99%.",
  quantityInteger: "Quantity available must be a whole number of 0 or more.",
  recurringNeeded: "Recurring items need their recurring settings.",
  recurringDay: "Choose a day of the month from 1 to 31.",
  billingInterval: "The interval must be a whole number of days, 1 or more.",
  billingOccurs: "The number of charges must be a whole number, 1 or more.",
  untilDate: "Choose the date the charges end.",
  isoDate: "Dates are written YYYY-MM-DD.",
  categoryNotAllowed: "Your role does not allow items of this category.",
  soldOutTextRequired: "Please enter the sold-out message.",
} as const;

const cents = z.coerce.number({ error: ITEM_FORM_MESSAGES.dollarRange }).int(ITEM_FORM_MESSAGES.dollarRange).min(0, ITEM_FORM_MESSAGES.dollarRange).max(MAX_ITEM_CENTS, ITEM_FORM_MESSAGES.dollarRange);
const hundredths = z.coerce
  .number({ error: ITEM_FORM_MESSAGES.percentRange })
  .int(ITEM_FORM_MESSAGES.percentRange)
  .min(0, ITEM_FORM_MESSAGES.percentRange)
  .max(MAX_PERCENT_HUNDREDTHS, ITEM_FORM_MESSAGES.percentRange);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ITEM_FORM_MESSAGES.isoDate);
const optionalRef = ZId.nullish().transform((v) => v ?? null);

export const ZItemType = z.enum(ITEM_TYPES);
export const ZItemStatus = z.enum(ITEM_STATUSES);
export const ZAmountType = z.enum(AMOUNT_TYPES);
export const ZFeeType = z.enum(FEE_TYPES);
export const ZCustomFieldType = z.enum(CUSTOM_FIELD_TYPES);
export const ZDisableGuest = z.coerce.number().pipe(z.union(DISABLE_GUEST_VALUES.map((v) => z.literal(v))));

/**
 * A custom data field as the wizard leaves it. The field rules (label, hidden value, option counts)
 * are readiness problems, not parse errors: an unfinished item may be saved as a draft.
 */
export const ZCustomFieldInput = z.object({
  label: z.string().trim().max(CUSTOM_FIELD_LABEL_MAX).default(""),
  additionalInfo: z.string().trim().max(2000).default(""),
  type: ZCustomFieldType,
  defaultValue: z.string().max(CUSTOM_FIELD_OPTION_MAX).nullish().transform((v) => v ?? null),
  isMandatory: z.boolean().default(false),
  values: z.array(z.string().trim().max(CUSTOM_FIELD_OPTION_MAX)).max(100).default([]),
  /** Yes while the wizard edits the field; such a field is flagged by readiness. */
  unfinished: z.boolean().default(false),
});
export type TCustomFieldInput = z.infer<typeof ZCustomFieldInput>;

export const ZItemTargetInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("grade"), value: z.string().trim().min(1).max(5) }),
  z.object({ kind: z.literal("teacher"), value: z.string().trim().min(1).max(200) }),
  z.object({ kind: z.literal("student"), studentId: ZId }),
  z.object({ kind: z.literal("school"), companyId: ZId }),
  z.object({ kind: z.literal("district"), companyId: ZId }),
  z.object({ kind: z.literal("group"), groupId: ZId }),
]);
export type TItemTargetInput = z.infer<typeof ZItemTargetInput>;

/**
 * Recurring settings (docs/product/items-and-fees.md); which fields count depends on mode and recur control.
 */
export const ZRecurringInput = z
  .object({
    mode: z.enum(RECURRING_MODES),
    recurringDay: z.coerce.number().int(ITEM_FORM_MESSAGES.recurringDay).min(1, ITEM_FORM_MESSAGES.recurringDay).max(31, ITEM_FORM_MESSAGES.recurringDay).nullish(),
    billingIntervalDays: z.coerce.number().int(ITEM_FORM_MESSAGES.billingInterval).min(1, ITEM_FORM_MESSAGES.billingInterval).max(3660).nullish(),
    recurControl: z.enum(RECUR_CONTROLS),
    billingOccurs: z.coerce.number().int(ITEM_FORM_MESSAGES.billingOccurs).min(1, ITEM_FORM_MESSAGES.billingOccurs).max(1000).nullish(),
    availableUntil: isoDate.nullish(),
    startsOn: isoDate,
  })
  .superRefine((r, ctx) => {
    if (r.mode === "date" && r.recurringDay == null) ctx.addIssue({ code: "custom", path: ["recurringDay"], message: ITEM_FORM_MESSAGES.recurringDay });
    if (r.mode === "interval" && r.billingIntervalDays == null) {
      ctx.addIssue({ code: "custom", path: ["billingIntervalDays"], message: ITEM_FORM_MESSAGES.billingInterval });
    }
    if (r.recurControl === "times" && r.billingOccurs == null) ctx.addIssue({ code: "custom", path: ["billingOccurs"], message: ITEM_FORM_MESSAGES.billingOccurs });
    if (r.recurControl === "until" && !r.availableUntil) ctx.addIssue({ code: "custom", path: ["availableUntil"], message: ITEM_FORM_MESSAGES.untilDate });
  });
export type TRecurringInput = z.infer<typeof ZRecurringInput>;

/** The item builder's form: every section (General Details, Payment and Settlement, Custom Fields, Target, Promote). */
export const ZItemFormSchema = z
  .object({
    /** The owner company; the actor's own when absent. Fixed once the item exists. */
    companyId: ZId.optional(),
    type: ZItemType,
    // General Details
    title: z.string({ error: ITEM_FORM_MESSAGES.titleRequired }).trim().min(1, ITEM_FORM_MESSAGES.titleRequired).max(ITEM_TITLE_MAX),
    /** The vanity URL name; derived from the title when blank (domain toVanitySlug). */
    slug: z.string().trim().max(ITEM_SLUG_MAX).default(""),
    description: z.string().max(ITEM_DESCRIPTION_MAX).default(""),
    categoryId: optionalRef,
    imageId: optionalRef,
    // Payment and Settlement
    settlementAccountId: optionalRef,
    coaId: optionalRef,
    subCoaId: optionalRef,
    amountType: ZAmountType.default("Fixed"),
    amountCents: cents.default(0),
    feeType: ZFeeType.default("None"),
    feeCents: cents.default(0),
    taxEnabled: z.boolean().default(false),
    includeTax: z.boolean().default(false),
    taxRateHundredths: hundredths.default(0),
    shippingEnabled: z.boolean().default(false),
    shippingCents: cents.default(0),
    quantityAvailable: z.coerce.number({ error: ITEM_FORM_MESSAGES.quantityInteger }).int(ITEM_FORM_MESSAGES.quantityInteger).min(0, ITEM_FORM_MESSAGES.quantityInteger).max(1_000_000).default(0),
    soldOutMessageId: optionalRef,
    /** A new sold-out message to create and choose, instead of soldOutMessageId. */
    newSoldOutMessage: z.string().trim().max(SOLD_OUT_MESSAGE_MAX).nullish().transform((v) => (v ? v : null)),
    // Custom Fields
    customFields: z.array(ZCustomFieldInput).max(CUSTOM_FIELDS_MAX).default([]),
    // Target
    availableToUsers: z.boolean().default(true),
    disableGuest: ZDisableGuest.default(0),
    targets: z.array(ZItemTargetInput).max(500).default([]),
    // Promote / state
    active: z.boolean().default(true),
    visible: z.boolean().default(true),
    pnpCalc: z.boolean().default(false),
    // Kinds
    recurring: ZRecurringInput.nullish().transform((v) => v ?? null),
    event: z
      .object({
        startsAt: z.iso.datetime({ offset: true }).nullish(),
        endsAt: z.iso.datetime({ offset: true }).nullish(),
        location: z.string().trim().max(200).nullish(),
      })
      .nullish()
      .transform((v) => v ?? null),
    /** Multi-item packages: the items in the package. */
    bundle: z.array(z.object({ itemId: ZId, quantity: z.coerce.number().int().min(1).max(1000).default(1) })).max(100).default([]),
    /** Blackboard items pull their data by API. */
    pullsDataByApi: z.boolean().default(false),
    /** Save as draft: allowed whatever the readiness. */
    saveAsDraft: z.boolean().default(false),
  })
  .superRefine((item, ctx) => {
    if (item.type === "recurring" && !item.recurring) ctx.addIssue({ code: "custom", path: ["recurring"], message: ITEM_FORM_MESSAGES.recurringNeeded });
  });
export type TItemForm = z.infer<typeof ZItemFormSchema>;
export type TItemFormInput = z.input<typeof ZItemFormSchema>;

export const ZCreateItemRequestSchema = ZItemFormSchema;
export const ZUpdateItemRequestSchema = z.intersection(z.object({ itemId: ZId }), ZItemFormSchema);
export type TUpdateItemRequest = z.infer<typeof ZUpdateItemRequestSchema>;

/** The item lists: filter, search, sort, status, page. */
export const ZListItemsRequestSchema = z.object({
  companyId: ZId.optional(),
  /** The list's kinds: individual-items is basic (and blackboard), recurring, mips is multi, events, or every kind. */
  types: z.array(ZItemType).max(ITEM_TYPES.length).optional(),
  /** "ANY" hides TRASH; otherwise exactly that status. */
  status: z.union([z.literal("ANY"), ZItemStatus]).default("ANY"),
  search: z.string().trim().max(200).default(""),
  categoryId: ZId.optional(),
  settlementAccountId: ZId.optional(),
  sort: z.enum(ITEM_SORTS).default("modified"),
  direction: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ITEM_PAGE_SIZE_MAX).default(ITEM_PAGE_SIZE_DEFAULT),
});
export type TListItemsRequest = z.infer<typeof ZListItemsRequestSchema>;

export const ZItemCodesSchema = z.array(z.string().trim().min(1).max(64)).min(1, ITEM_FORM_MESSAGES.chooseItems).max(ITEM_SELECTION_MAX);
