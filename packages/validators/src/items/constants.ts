/**
 * The item vocabularies of docs/product/items-and-fees.md, spelled as it spells them. Defined here, beside
 * the schemas that validate them; the pure item logic in @paydesk/domain re-exports them.
 */
export const ITEM_TYPES = ["basic", "recurring", "event", "multi", "promo", "blackboard"] as const;
export type ItemTypeName = (typeof ITEM_TYPES)[number];

export const ITEM_STATUSES = ["ACTIVE", "DRAFT", "TRASH"] as const;
export type ItemStatusName = (typeof ITEM_STATUSES)[number];

export const AMOUNT_TYPES = ["Open", "AOpen", "Fixed"] as const;
export type AmountType = (typeof AMOUNT_TYPES)[number];

export const FEE_TYPES = ["None", "Fixed", "Calculated", "Suggested"] as const;
export type FeeType = (typeof FEE_TYPES)[number];

export const CUSTOM_FIELD_TYPES = ["text", "textarea", "hiddentext", "dropdown", "radios", "checkboxes"] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const RECURRING_MODES = ["date", "interval"] as const;
export type RecurringMode = (typeof RECURRING_MODES)[number];

export const RECUR_CONTROLS = ["times", "indefinitely", "until"] as const;
export type RecurControl = (typeof RECUR_CONTROLS)[number];

/** disable_guest: 0 guests may check out too, 1 guests may not, 2 guest checkout only. */
export const DISABLE_GUEST_VALUES = [0, 1, 2] as const;
export type DisableGuest = (typeof DISABLE_GUEST_VALUES)[number];

export const ITEM_TARGET_KINDS = ["grade", "teacher", "student", "school", "district", "group"] as const;
export type ItemTargetKindName = (typeof ITEM_TARGET_KINDS)[number];

/** Sort options of the item lists. */
export const ITEM_SORTS = ["title", "modified", "created", "payee"] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** Dollar inputs 0…100000, percent inputs 0…99.99 (as cents and hundredths). */
export const MAX_ITEM_CENTS = 10_000_000;
export const MAX_PERCENT_HUNDREDTHS = 9_999;
