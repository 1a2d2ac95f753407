import { ITEM_TYPES, type ItemTypeName, type TItemForm, type TRecurringInput } from "@paydesk/validators";

/** The builder form: the shared schema's values, money in integer cents (presentation formats them). */
export type BuilderValues = Omit<TItemForm, "saveAsDraft">;

export type CustomFieldValue = BuilderValues["customFields"][number];
export type TargetValue = BuilderValues["targets"][number];

/** "YYYY-MM-DD" of the browser's today: a recurring schedule starts on a calendar day, not an instant. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

export function defaultRecurring(today: string): TRecurringInput {
  return {
    mode: "date",
    recurringDay: Number(today.slice(8, 10)),
    billingIntervalDays: null,
    recurControl: "times",
    billingOccurs: 12,
    availableUntil: null,
    startsOn: today,
  };
}

/** A new item of a type, as the chooser hands it to the builder. */
export function emptyValues(type: ItemTypeName, today: string, companyId?: number): BuilderValues {
  return {
    ...(companyId === undefined ? {} : { companyId }),
    type,
    title: "",
    slug: "",
    description: "",
    categoryId: null,
    imageId: null,
    settlementAccountId: null,
    coaId: null,
    subCoaId: null,
    amountType: "Fixed",
    amountCents: 0,
    // A price and no fee is the common case: Fixed at $0.00 leaves the price editable (None
    // would lock it: docs/product/items-and-fees.md) and adds nothing.
    feeType: "Fixed",
    feeCents: 0,
    taxEnabled: false,
    includeTax: false,
    taxRateHundredths: 0,
    shippingEnabled: false,
    shippingCents: 0,
    quantityAvailable: 0,
    soldOutMessageId: null,
    newSoldOutMessage: null,
    customFields: [],
    availableToUsers: true,
    disableGuest: 0,
    targets: [],
    active: true,
    visible: true,
    pnpCalc: false,
    recurring: type === "recurring" ? defaultRecurring(today) : null,
    event: type === "event" ? { startsAt: null, endsAt: null, location: "" } : null,
    bundle: [],
    // A blackboard item is the variant that ticks "pull data by API" (docs/product/items-and-fees.md).
    pullsDataByApi: type === "blackboard",
  };
}

export function isItemType(value: string | null | undefined): value is ItemTypeName {
  return (ITEM_TYPES as readonly string[]).includes(value ?? "");
}

/**
 * The chooser sends recurring, multi, basic and blackboard as `?type=`, events and
 * promos as `?template=`; `build-new/:type` names it in the path
 * (docs/product/items-and-fees.md).
 */
export function builderTypeOf(params: URLSearchParams, pathType?: string): ItemTypeName | null {
  const named = pathType ?? params.get("type") ?? params.get("template");
  return isItemType(named) ? named : null;
}

/** Values as the server keeps them, with whatever a stored item lacks filled in for the form. */
export function valuesFromServer(form: Partial<BuilderValues> & Pick<BuilderValues, "type">, companyId: number): BuilderValues {
  const base = emptyValues(form.type, localToday(), companyId);
  const merged = { ...base, ...stripUndefined(form), companyId };
  return { ...merged, slug: merged.slug ?? "", description: merged.description ?? "" };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
