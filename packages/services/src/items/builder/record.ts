/**
 * The builder form as item columns and child rows, after the server's own rules: sanitized
 * description, slug from the vanity rule, add-ons and fees zeroed when switched off, tax from the
 * company default when "Include tax" is on, and the kind-specific parts kept only for their kind.
 */
import type { Prisma } from "@paydesk/db";
import { addOnValue, DEFAULT_ITEM_SLUG, itemTargetKey, taxPercentForItem, toVanitySlug } from "@paydesk/domain";
import { ITEM_SLUG_MAX, type TItemForm } from "@paydesk/validators";
import {
  amountTypeMap,
  customFieldTypeMap,
  feeTypeMap,
  itemTypeMap,
  recurControlMap,
  recurringModeMap,
  targetKindMap,
} from "../mapping.ts";
import { sanitizeDescription } from "./sanitize.ts";

/** The item's own columns that the form sets (not flags, code, company or audit columns). */
export interface ItemColumns {
  type: ReturnType<typeof itemTypeMap.toDb>;
  title: string;
  slug: string;
  description: string;
  categoryId: number | null;
  imageId: number | null;
  settlementAccountId: number | null;
  coaId: number | null;
  subCoaId: number | null;
  amountType: ReturnType<typeof amountTypeMap.toDb>;
  amountCents: number;
  feeType: ReturnType<typeof feeTypeMap.toDb>;
  feeCents: number;
  taxEnabled: boolean;
  includeTax: boolean;
  taxRateHundredths: number;
  shippingEnabled: boolean;
  shippingCents: number;
  quantityAvailable: number;
  availableToUsers: boolean;
  disableGuest: number;
  pnpCalc: boolean;
  pullsDataByApi: boolean;
  eventStartsAt: Date | null;
  eventEndsAt: Date | null;
  eventLocation: string | null;
}

/**
 * Fee None charges nothing and Calculated is worked out at payment from the payee's rates, so
 * only Fixed and Suggested keep a stored fee.
 */
function storedFeeCents(form: TItemForm): number {
  return form.feeType === "Fixed" || form.feeType === "Suggested" ? form.feeCents : 0;
}

export function itemColumnsOf(form: TItemForm, company: { defaultTaxHundredths: number }): ItemColumns {
  const typedTax = form.includeTax
    ? taxPercentForItem({ includeTax: true, companyDefaultTaxHundredths: company.defaultTaxHundredths })
    : form.taxRateHundredths;
  const event = form.type === "event" ? form.event : null;
  return {
    type: itemTypeMap.toDb(form.type),
    title: form.title,
    slug: toVanitySlug(form.slug || form.title).slice(0, ITEM_SLUG_MAX) || DEFAULT_ITEM_SLUG,
    description: sanitizeDescription(form.description),
    categoryId: form.categoryId,
    imageId: form.imageId,
    settlementAccountId: form.settlementAccountId,
    coaId: form.coaId,
    subCoaId: form.subCoaId,
    amountType: amountTypeMap.toDb(form.amountType),
    amountCents: form.amountCents,
    feeType: feeTypeMap.toDb(form.feeType),
    feeCents: storedFeeCents(form),
    taxEnabled: form.taxEnabled,
    includeTax: form.taxEnabled && form.includeTax,
    taxRateHundredths: addOnValue(form.taxEnabled, typedTax),
    shippingEnabled: form.shippingEnabled,
    shippingCents: addOnValue(form.shippingEnabled, form.shippingCents),
    quantityAvailable: form.quantityAvailable,
    availableToUsers: form.availableToUsers,
    disableGuest: form.disableGuest,
    pnpCalc: form.pnpCalc,
    pullsDataByApi: form.type === "blackboard" && form.pullsDataByApi,
    eventStartsAt: event?.startsAt ? new Date(event.startsAt) : null,
    eventEndsAt: event?.endsAt ? new Date(event.endsAt) : null,
    eventLocation: event?.location ?? null,
  };
}

export function customFieldRows(form: TItemForm, itemId: number): Prisma.ItemCustomFieldCreateManyInput[] {
  return form.customFields.map((field, position) => ({
    itemId,
    position,
    label: field.label,
    additionalInfo: field.additionalInfo,
    type: customFieldTypeMap.toDb(field.type),
    defaultValue: field.type === "hiddentext" ? field.defaultValue : null,
    isMandatory: field.isMandatory,
    // Blank option rows are what an empty input submits, not options.
    options: field.values.filter((value) => value !== ""),
  }));
}

/** One row per distinct target; the column filled depends on the kind. */
export function targetRows(form: TItemForm, itemId: number): Prisma.ItemTargetCreateManyInput[] {
  const distinct = new Map(form.targets.map((t) => [itemTargetKey(t), t]));
  return [...distinct.values()].map((target) => {
    const row: Prisma.ItemTargetCreateManyInput = { itemId, kind: targetKindMap.toDb(target.kind) };
    if (target.kind === "grade" || target.kind === "teacher") row.value = target.value;
    if (target.kind === "student") row.studentId = target.studentId;
    if (target.kind === "school" || target.kind === "district") row.targetCompanyId = target.companyId;
    if (target.kind === "group") row.groupId = target.groupId;
    return row;
  });
}

/**
 * Only recurring items keep recurring settings; the fields of other modes are dropped
 * (docs/product/items-and-fees.md).
 */
export function recurrenceRow(form: TItemForm, itemId: number): Prisma.ItemRecurrenceUncheckedCreateInput | null {
  const r = form.recurring;
  if (form.type !== "recurring" || !r) return null;
  return {
    itemId,
    mode: recurringModeMap.toDb(r.mode),
    recurringDay: r.mode === "date" ? (r.recurringDay ?? null) : null,
    billingIntervalDays: r.mode === "interval" ? (r.billingIntervalDays ?? null) : null,
    recurControl: recurControlMap.toDb(r.recurControl),
    billingOccurs: r.recurControl === "times" ? (r.billingOccurs ?? null) : null,
    availableUntil: r.recurControl === "until" && r.availableUntil ? new Date(`${r.availableUntil}T00:00:00Z`) : null,
    startsOn: new Date(`${r.startsOn}T00:00:00Z`),
  };
}

/** Only packages hold other items. */
export function bundleRows(form: TItemForm, itemId: number): Prisma.ItemBundleEntryCreateManyInput[] {
  if (form.type !== "multi") return [];
  return form.bundle.map((entry, position) => ({ bundleId: itemId, itemId: entry.itemId, position, quantity: entry.quantity }));
}
