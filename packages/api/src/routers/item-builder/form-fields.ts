/**
 * The builder form as the legacy page posted it (its field names, snake_case) → the
 * procedure's ZItemFormSchema input. Used by POST /{module}/items/save and
 * /{module}/items/check-readiness. Fields read:
 *
 * | legacy field | form field |
 * |---|---|
 * | item_id | itemId (save only: update when present) |
 * | company | companyId (the owner; new items only) |
 * | item_type or type: basic/general/individual, recurring, event, multi/mip, promo, blackboard | type |
 * | title, vanity_url (or slug), description | title, slug, description |
 * | category, image (or image_id) | categoryId, imageId |
 * | payee, chart_of_accounts, sub_chart_of_accounts_id | settlementAccountId, coaId, subCoaId |
 * | amount_type (Open, AOpen, Fixed), amount ("$1,234.50": dollars) | amountType, amountCents |
 * | fee_type (None, Fixed, Calculated, Suggested), convenience_fee or fee_amount (dollars) | feeType, feeCents |
 * | tax (percent), tax_enabled, include_tax | taxRateHundredths, taxEnabled, includeTax |
 * | shipping (dollars), shipping_enabled | shippingCents, shippingEnabled |
 * | available_items (integer) | quantityAvailable |
 * | soldout_message_id, new_soldout_message | soldOutMessageId, newSoldOutMessage |
 * | custom_fields[] {label, position, additional_info, type, default_value, is_mandatory, values[], unfinished} | customFields |
 * | available_to_users, disable_guest (0, 1, 2) | availableToUsers, disableGuest |
 * | grades[], teachers[], students[], schools[], districts[], groups[] (arrays or comma lists) | targets |
 * | active, visible, pnp_calc, pulls_data_by_api | active, visible, pnpCalc, pullsDataByApi |
 * | recurring_mode, recurring_day, billing_interval, recur_control, billing_occurs, recurring_available_until, recurring_starts_on | recurring |
 * | event_starts_at, event_ends_at, event_location | event |
 * | bundle[] {item_id, quantity} | bundle |
 * | is_draft | saveAsDraft |
 *
 * Money follows the builder's blur rules (domain formatDollarInput / formatPercentInput: stripped
 * of "$" and ",", clamped to the ranges of docs/product/items-and-fees.md); a value with no digits at all is
 * refused by the schema rather than read as 0. Fields left out take the schema's defaults.
 */
import { formatDollarInput, formatPercentInput, parseIntegerInput } from "@paydesk/domain";
import { flag, list, optionalId, text } from "../../shims/types.ts";

type Body = Record<string, unknown>;

export const present = (value: unknown) => value !== undefined && value !== null && text(value) !== "";

/** Legacy item type names → the product's kinds (docs/product/items-and-fees.md). */
const TYPE_ALIASES: Record<string, string> = { general: "basic", individual: "basic", single: "basic", mip: "multi" };

export function dollars(value: unknown): number | undefined {
  if (!present(value)) return undefined;
  const raw = text(value)!;
  // No digit at all is not an amount: let the schema refuse it instead of charging $0.00.
  return /\d/.test(raw) ? (formatDollarInput(raw).cents ?? 0) : Number.NaN;
}

export function percent(value: unknown): number | undefined {
  if (!present(value)) return undefined;
  const raw = text(value)!;
  return /\d/.test(raw) ? formatPercentInput(raw).hundredths : Number.NaN;
}

function integer(value: unknown): number | undefined {
  if (!present(value)) return undefined;
  const raw = text(value)!;
  return /\d/.test(raw) ? parseIntegerInput(raw).value : Number.NaN;
}

/** A flag only when sent, so the schema's default applies otherwise. */
function optionalFlag(value: unknown): boolean | undefined {
  return value === undefined ? undefined : flag(value);
}

/** Arrays come as JSON arrays, form-style objects, or comma-separated text. */
function values(value: unknown): string[] {
  if (value == null) return [];
  if (Array.isArray(value))
    return value
      .map(String)
      .map((v) => v.trim())
      .filter(Boolean);
  if (typeof value === "object")
    return Object.values(value)
      .map(String)
      .map((v) => v.trim())
      .filter(Boolean);
  return String(value)
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

function customFields(value: unknown) {
  return list(value)
    .map((field, index) => ({ field, position: integer(field.position) ?? index }))
    .sort((a, b) => a.position - b.position)
    .map(({ field }) => ({
      label: text(field.label) ?? "",
      additionalInfo: text(field.additional_info) ?? "",
      type: text(field.type),
      defaultValue: text(field.default_value) ?? null,
      isMandatory: flag(field.is_mandatory),
      values: values(field.values),
      unfinished: flag(field.unfinished),
    }));
}

function targets(body: Body) {
  const ids = (key: string) => values(body[key]).map(Number);
  return [
    ...values(body.grades).map((value) => ({ kind: "grade", value })),
    ...values(body.teachers).map((value) => ({ kind: "teacher", value })),
    ...ids("students").map((studentId) => ({ kind: "student", studentId })),
    ...ids("schools").map((companyId) => ({ kind: "school", companyId })),
    ...ids("districts").map((companyId) => ({ kind: "district", companyId })),
    ...ids("groups").map((groupId) => ({ kind: "group", groupId })),
  ];
}

function recurring(body: Body, type: string) {
  if (type !== "recurring" && !flag(body.is_recurring)) return undefined;
  return {
    mode: text(body.recurring_mode),
    recurringDay: integer(body.recurring_day),
    billingIntervalDays: integer(body.billing_interval),
    recurControl: text(body.recur_control),
    billingOccurs: integer(body.billing_occurs),
    availableUntil: text(body.recurring_available_until) || undefined,
    startsOn: text(body.recurring_starts_on),
  };
}

function event(body: Body) {
  if (!present(body.event_starts_at) && !present(body.event_ends_at) && !present(body.event_location)) return undefined;
  return {
    startsAt: text(body.event_starts_at) || null,
    endsAt: text(body.event_ends_at) || null,
    location: text(body.event_location) || null,
  };
}

function itemType(body: Body): string {
  const raw = (text(body.item_type) ?? text(body.type) ?? "basic").trim().toLowerCase();
  return TYPE_ALIASES[raw] ?? raw;
}

/** The legacy form's fields → the procedure's form input. */
export function formFromFields(body: Body) {
  const type = itemType(body);
  const tax = percent(body.tax);
  const shipping = dollars(body.shipping);
  return {
    companyId: optionalId(body.company),
    type,
    title: text(body.title),
    slug: text(body.vanity_url ?? body.slug),
    description: text(body.description),
    categoryId: optionalId(body.category ?? body.category_id) ?? null,
    imageId: optionalId(body.image ?? body.image_id) ?? null,
    settlementAccountId: optionalId(body.payee) ?? null,
    coaId: optionalId(body.chart_of_accounts) ?? null,
    subCoaId: optionalId(body.sub_chart_of_accounts_id) ?? null,
    amountType: text(body.amount_type),
    amountCents: dollars(body.amount),
    feeType: text(body.fee_type),
    feeCents: dollars(body.convenience_fee ?? body.fee_amount),
    // An add-on sent with a value is on unless the page says otherwise.
    taxEnabled: body.tax_enabled !== undefined ? flag(body.tax_enabled) : (tax ?? 0) > 0 || flag(body.include_tax),
    includeTax: flag(body.include_tax),
    taxRateHundredths: tax,
    shippingEnabled: body.shipping_enabled !== undefined ? flag(body.shipping_enabled) : (shipping ?? 0) > 0,
    shippingCents: shipping,
    quantityAvailable: integer(body.available_items),
    soldOutMessageId: optionalId(body.soldout_message_id) ?? null,
    newSoldOutMessage: text(body.new_soldout_message) ?? null,
    customFields: customFields(body.custom_fields),
    availableToUsers: optionalFlag(body.available_to_users),
    disableGuest: present(body.disable_guest) ? Number(text(body.disable_guest)) : undefined,
    targets: targets(body),
    active: optionalFlag(body.active),
    visible: optionalFlag(body.visible),
    pnpCalc: optionalFlag(body.pnp_calc),
    recurring: recurring(body, type),
    event: event(body),
    bundle: list(body.bundle).map((entry) => ({ itemId: optionalId(entry.item_id), quantity: integer(entry.quantity) })),
    pullsDataByApi: optionalFlag(body.pulls_data_by_api),
    saveAsDraft: flag(body.is_draft),
  };
}

/** Form field → the legacy form's name, so errors (and readiness areas) come back under the names sent. */
export const FORM_FIELD_NAMES: Record<string, string> = {
  itemId: "item_id",
  companyId: "company",
  type: "item_type",
  slug: "vanity_url",
  categoryId: "category",
  imageId: "image",
  settlementAccountId: "payee",
  coaId: "chart_of_accounts",
  subCoaId: "sub_chart_of_accounts_id",
  amountType: "amount_type",
  amountCents: "amount",
  feeType: "fee_type",
  feeCents: "convenience_fee",
  taxRateHundredths: "tax",
  taxEnabled: "tax_enabled",
  includeTax: "include_tax",
  shippingCents: "shipping",
  shippingEnabled: "shipping_enabled",
  quantityAvailable: "available_items",
  soldOutMessageId: "soldout_message_id",
  newSoldOutMessage: "new_soldout_message",
  availableToUsers: "available_to_users",
  disableGuest: "disable_guest",
  pnpCalc: "pnp_calc",
  saveAsDraft: "is_draft",
  // Readiness areas (docs/product/items-and-fees.md, Readiness) → the input the legacy page highlighted.
  account: "chart_of_accounts",
  convenienceFee: "convenience_fee",
  guestPrivileges: "disable_guest",
};
