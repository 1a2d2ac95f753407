/** A stored item back in the builder form's shape (the inverse of record.ts). */
import type { Prisma } from "@paydesk/db";
import type { TItemForm, TItemTargetInput, TRecurringInput } from "@paydesk/validators";
import {
  amountTypeMap,
  customFieldTypeMap,
  feeTypeMap,
  itemTypeMap,
  recurControlMap,
  recurringModeMap,
  targetKindMap,
} from "../mapping.ts";

/** The item's own columns the builder form is made of (and the save audits), with the company's tax default. */
export const ITEM_FORM_COLUMNS = {
  id: true,
  code: true,
  companyId: true,
  status: true,
  isDraft: true,
  active: true,
  visible: true,
  type: true,
  title: true,
  slug: true,
  description: true,
  categoryId: true,
  imageId: true,
  settlementAccountId: true,
  coaId: true,
  subCoaId: true,
  amountType: true,
  amountCents: true,
  feeType: true,
  feeCents: true,
  taxEnabled: true,
  includeTax: true,
  taxRateHundredths: true,
  shippingEnabled: true,
  shippingCents: true,
  quantityAvailable: true,
  soldOutMessageId: true,
  availableToUsers: true,
  disableGuest: true,
  pnpCalc: true,
  pullsDataByApi: true,
  eventStartsAt: true,
  eventEndsAt: true,
  eventLocation: true,
  company: { select: { path: true, defaultTaxHundredths: true } },
} satisfies Prisma.ItemSelect;

export const BUILDER_ITEM_SELECT = {
  ...ITEM_FORM_COLUMNS,
  coa: { select: { number: true, name: true } },
  subCoa: { select: { number: true, name: true } },
  recurrence: true,
  customFields: { orderBy: { position: "asc" } },
  targets: { orderBy: { id: "asc" }, include: { student: { select: { firstName: true, lastName: true, externalId: true } } } },
  bundleEntries: { orderBy: { position: "asc" }, include: { item: { select: { title: true, code: true } } } },
} satisfies Prisma.ItemSelect;

export type BuilderItemRow = Prisma.ItemGetPayload<{ select: typeof BUILDER_ITEM_SELECT }>;

type RecurrenceLike = Pick<
  Prisma.ItemRecurrenceUncheckedCreateInput,
  "mode" | "recurringDay" | "billingIntervalDays" | "recurControl" | "billingOccurs"
> & { availableUntil?: Date | string | null; startsOn: Date | string };

const isoDay = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

export function recurringFormOf(row: RecurrenceLike | null): TRecurringInput | null {
  if (!row) return null;
  return {
    mode: recurringModeMap.fromDb(row.mode),
    recurringDay: row.recurringDay ?? null,
    billingIntervalDays: row.billingIntervalDays ?? null,
    recurControl: recurControlMap.fromDb(row.recurControl),
    billingOccurs: row.billingOccurs ?? null,
    availableUntil: row.availableUntil ? isoDay(row.availableUntil) : null,
    startsOn: isoDay(row.startsOn),
  };
}

function targetOf(row: BuilderItemRow["targets"][number]): TItemTargetInput | null {
  const kind = targetKindMap.fromDb(row.kind);
  switch (kind) {
    case "grade":
    case "teacher":
      return row.value ? { kind, value: row.value } : null;
    case "student":
      return row.studentId ? { kind, studentId: row.studentId } : null;
    case "school":
    case "district":
      return row.targetCompanyId ? { kind, companyId: row.targetCompanyId } : null;
    case "group":
      return row.groupId ? { kind, groupId: row.groupId } : null;
  }
}

export function formOf(item: BuilderItemRow): TItemForm {
  return {
    companyId: item.companyId,
    type: itemTypeMap.fromDb(item.type),
    title: item.title,
    slug: item.slug,
    description: item.description,
    categoryId: item.categoryId,
    imageId: item.imageId,
    settlementAccountId: item.settlementAccountId,
    coaId: item.coaId,
    subCoaId: item.subCoaId,
    amountType: amountTypeMap.fromDb(item.amountType),
    amountCents: item.amountCents,
    feeType: feeTypeMap.fromDb(item.feeType),
    feeCents: item.feeCents,
    taxEnabled: item.taxEnabled,
    includeTax: item.includeTax,
    taxRateHundredths: item.taxRateHundredths,
    shippingEnabled: item.shippingEnabled,
    shippingCents: item.shippingCents,
    quantityAvailable: item.quantityAvailable,
    soldOutMessageId: item.soldOutMessageId,
    newSoldOutMessage: null,
    customFields: item.customFields.map((field) => ({
      label: field.label,
      additionalInfo: field.additionalInfo,
      type: customFieldTypeMap.fromDb(field.type),
      defaultValue: field.defaultValue,
      isMandatory: field.isMandatory,
      values: field.options,
      unfinished: false,
    })),
    availableToUsers: item.availableToUsers,
    disableGuest: item.disableGuest === 1 || item.disableGuest === 2 ? item.disableGuest : 0,
    targets: item.targets.flatMap((row) => {
      const target = targetOf(row);
      return target ? [target] : [];
    }),
    active: item.active,
    visible: item.visible,
    pnpCalc: item.pnpCalc,
    recurring: recurringFormOf(item.recurrence),
    event:
      item.type === "EVENT"
        ? {
            startsAt: item.eventStartsAt?.toISOString() ?? null,
            endsAt: item.eventEndsAt?.toISOString() ?? null,
            location: item.eventLocation,
          }
        : null,
    bundle: item.bundleEntries.map((entry) => ({ itemId: entry.itemId, quantity: entry.quantity })),
    pullsDataByApi: item.pullsDataByApi,
    saveAsDraft: item.isDraft,
  };
}
