/**
 * Item readiness and the draft/visibility rules (docs/product/items-and-fees.md, Item kinds and
 * states, Readiness). An item that is not ready can only be saved as a draft.
 *
 * Our reading of the rules, where they leave room (the legacy check ran on the server and
 * returned HTML, so the product names the problem areas but not their conditions):
 * - description: empty once HTML tags, &nbsp; and white space are removed;
 * - account: no primary chart-of-accounts entry (null, "" or 0); the sub account is optional;
 * - price: a Fixed item whose price the cart would refuse (docs/product/checkout-and-payments.md,
 *   MIN_PAYMENT_ERROR "Item cost must be greater than $0.01"): published, nobody could pay for it;
 * - convenience fee: a fee type the amount type does not offer (fees.ts pricingLayout), or fee
 *   type Fixed without a fee in $0.00…$100,000 ($0.00 is a price with no fee: the common case,
 *   and the one fee type beside a price that lets the price be edited without adding a fee);
 * - available to users: nobody could pay, i.e. not available to users while guest checkout is
 *   disabled (disable_guest 1);
 * - guest privileges: guest checkout only (disable_guest 2) while visible in the Payment Center;
 * - unfinished custom field: a field still open in the wizard;
 * - named input: each custom field's problems (custom-fields.ts), under "customFields.{index}", plus whatever
 *   the caller's schema already rejected (`inputErrors`, e.g. zod's flattened fieldErrors).
 */
import { ITEM_MESSAGES, ITEM_READINESS_MESSAGES } from "@paydesk/validators/items/messages";
import { type CustomFieldDraft, customFieldProblems } from "./custom-fields.ts";
import { type AmountType, type FeeType, isFeeTypeOffered } from "./fees.ts";
import { type Cents, MAX_DOLLAR_INPUT_CENTS } from "./money.ts";
import { minimumPaymentProblem } from "../payments/open-amount.ts";

import { DISABLE_GUEST_VALUES, type DisableGuest } from "@paydesk/validators/items/constants";

export { DISABLE_GUEST_VALUES, type DisableGuest };
export const GUEST_CHECKOUT_ONLY: DisableGuest = 2;

export interface ItemReadinessDraft {
  /** Rich-text HTML. */
  description: string;
  chartOfAccountsId: number | string | null;
  amountType: AmountType;
  /** The Fixed price; null when the form's amount could not be read (that input has its own problem). */
  amountCents: Cents | null;
  feeType: FeeType;
  feeCents: Cents | null;
  availableToUsers: boolean;
  disableGuest: DisableGuest;
  visible: boolean;
  customFields: readonly CustomFieldDraft[];
  /** Input name → message, from a schema that already ran on the form. */
  inputErrors?: Readonly<Record<string, string>>;
}

export type ReadinessArea =
  "description" | "account" | "price" | "convenienceFee" | "availableToUsers" | "guestPrivileges" | "unfinishedCustomField" | "input";

export interface ReadinessProblem {
  area: ReadinessArea;
  message: string;
  /** The input to highlight, for areas tied to one input (custom fields, named inputs). */
  input?: string;
}

export interface Readiness {
  ready: boolean;
  problems: ReadinessProblem[];
}

function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .trim();
}

function descriptionProblems(draft: ItemReadinessDraft): ReadinessProblem[] {
  if (htmlText(draft.description) !== "") return [];
  return [{ area: "description", message: ITEM_READINESS_MESSAGES.descriptionRequired }];
}

function accountProblems(draft: ItemReadinessDraft): ReadinessProblem[] {
  const id = draft.chartOfAccountsId;
  if (id !== null && String(id).trim() !== "" && String(id).trim() !== "0") return [];
  return [{ area: "account", message: ITEM_READINESS_MESSAGES.accountRequired }];
}

/**
 * The product's message when a Fixed item's price is one the cart would refuse (the cart's own
 * minimum, payments/open-amount.ts), else null; Open and AOpen items take the payer's amount. The
 * rule of readiness's "price" area, which the list's row patch and the item upload apply too.
 */
export function fixedPriceProblem(amountType: AmountType, amountCents: Cents | null): string | null {
  return amountType === "Fixed" && amountCents !== null ? minimumPaymentProblem(amountCents) : null;
}

function priceProblems(draft: ItemReadinessDraft): ReadinessProblem[] {
  const message = fixedPriceProblem(draft.amountType, draft.amountCents);
  return message ? [{ area: "price", message, input: "amountCents" }] : [];
}

function feeProblems(draft: ItemReadinessDraft): ReadinessProblem[] {
  const problem = (message: string): ReadinessProblem[] => [{ area: "convenienceFee", message }];
  if (!isFeeTypeOffered(draft.amountType, draft.feeType)) return problem(ITEM_READINESS_MESSAGES.feeTypeNotOffered);
  if (draft.feeType !== "Fixed") return [];
  if (draft.feeCents === null) return problem(ITEM_READINESS_MESSAGES.fixedFeeRequired);
  if (draft.feeCents < 0 || draft.feeCents > MAX_DOLLAR_INPUT_CENTS) return problem(ITEM_READINESS_MESSAGES.feeOutOfRange);
  return [];
}

function audienceProblems(draft: ItemReadinessDraft): ReadinessProblem[] {
  const problems: ReadinessProblem[] = [];
  if (!draft.availableToUsers && draft.disableGuest === 1) {
    problems.push({ area: "availableToUsers", message: ITEM_READINESS_MESSAGES.noAudience });
  }
  if (draft.visible && draft.disableGuest === GUEST_CHECKOUT_ONLY) {
    problems.push({ area: "guestPrivileges", message: ITEM_READINESS_MESSAGES.guestOnlyVisible });
  }
  return problems;
}

function customFieldReadiness(fields: readonly CustomFieldDraft[]): ReadinessProblem[] {
  return fields.flatMap((field, index): ReadinessProblem[] => {
    const input = `customFields.${index}`;
    const unfinished: ReadinessProblem[] = field.unfinished
      ? [{ area: "unfinishedCustomField", message: ITEM_READINESS_MESSAGES.unfinishedCustomField, input }]
      : [];
    const invalid = customFieldProblems(field).map((message): ReadinessProblem => ({ area: "input", message, input }));
    return [...unfinished, ...invalid];
  });
}

function namedInputProblems(inputErrors: Readonly<Record<string, string>> = {}): ReadinessProblem[] {
  return Object.entries(inputErrors).map(([input, message]) => ({ area: "input", message, input }));
}

/** Every problem area of the draft, in the builder's section order; ready when none. */
export function checkItemReadiness(draft: ItemReadinessDraft): Readiness {
  const problems = [
    ...descriptionProblems(draft),
    ...accountProblems(draft),
    ...priceProblems(draft),
    ...feeProblems(draft),
    ...audienceProblems(draft),
    ...customFieldReadiness(draft.customFields),
    ...namedInputProblems(draft.inputErrors),
  ];
  return { ready: problems.length === 0, problems };
}

/** Saving a not-ready item other than as a draft is refused with the product's exact message. */
export function saveBlockedMessage(readiness: Readiness, options: { asDraft: boolean }): string | null {
  return readiness.ready || options.asDraft ? null : ITEM_MESSAGES.draftOnly;
}

export interface ItemFlags {
  isDraft: boolean;
  active: boolean;
  visible: boolean;
  disableGuest: DisableGuest;
}

export interface FlagChange {
  flags: ItemFlags;
  /** Shown to the user when the change reset or refused something. */
  message: string | null;
}

/** Setting draft resets active and visible, telling the user why. */
export function setDraft(flags: ItemFlags, isDraft: boolean): FlagChange {
  if (!isDraft) return { flags: { ...flags, isDraft }, message: null };
  const resets = flags.active || flags.visible;
  return {
    flags: { ...flags, isDraft, active: false, visible: false },
    message: resets ? ITEM_MESSAGES.moveOutOfDraft : null,
  };
}

/** A draft cannot be made active or visible; null when allowed. */
export function activateBlockedMessage(flags: Pick<ItemFlags, "isDraft">): string | null {
  return flags.isDraft ? ITEM_MESSAGES.removeDraftFirst : null;
}

/**
 * The list's visible toggle (the patch call) refuses drafts and guest-checkout-only
 * items; null when allowed. The draft rule is checked first: it is the one the user must fix
 * before the guest setting matters.
 */
export function makeVisibleBlockedMessage(flags: Pick<ItemFlags, "isDraft" | "disableGuest">): string | null {
  if (flags.isDraft) return ITEM_MESSAGES.removeDraftFirst;
  return flags.disableGuest === GUEST_CHECKOUT_ONLY ? ITEM_MESSAGES.guestOnlyNotVisible : null;
}

/**
 * In the builder, guest-checkout-only and visible reset each other. Turning guest-only on
 * hides the item; making the item visible turns guest-only off. Our reading: "off" means 0
 * (guests may still check out), the least surprising change for a payer.
 */
export function setGuestSetting(flags: ItemFlags, disableGuest: DisableGuest): ItemFlags {
  const visible = disableGuest === GUEST_CHECKOUT_ONLY ? false : flags.visible;
  return { ...flags, disableGuest, visible };
}

export function setVisible(flags: ItemFlags, visible: boolean): ItemFlags {
  const disableGuest = visible && flags.disableGuest === GUEST_CHECKOUT_ONLY ? 0 : flags.disableGuest;
  return { ...flags, visible, disableGuest };
}
