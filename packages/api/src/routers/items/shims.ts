import { formatDecimalCents } from "@paydesk/domain";
import { ITEM_STATUSES, ITEM_TYPES } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { itemsRouter } from "./router.ts";
import { defineShim, id, optionalId, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof itemsRouter>;
type Row = Out["list"]["items"][number];

/**
 * Item codes as legacy pages post them: a JSON array, form-style `items[0]=…` objects, or one
 * comma-separated string. Anything else is passed on as is for the procedure's schema to refuse.
 */
function codes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (typeof v === "object" && v !== null ? v : String(v)));
  if (typeof value === "string")
    return value
      .split(",")
      .map((code) => code.trim())
      .filter(Boolean);
  if (value && typeof value === "object") return Object.values(value).map(String);
  return value;
}

/** Legacy forms send the flag as "1"/"0"/"yes"/"no"; JSON clients as booleans. */
const flagValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/**
 * The tools' item list spells the flags yes/no and is_draft 1/0
 * (docs/product/documented-calls.md); amounts are dollars ("12.50").
 */
const yesNo = (flag: boolean) => (flag ? "yes" : "no");
const dollars = formatDecimalCents;

/**
 * One item as the item list for tools answers it
 * (docs/product/documented-calls.md); patch and restore answer the same.
 */
function toolItem(row: Row) {
  return {
    item_id: row.id,
    item_code: row.code,
    title: row.title,
    type: row.type,
    status: row.status,
    is_draft: row.isDraft ? 1 : 0,
    active: yesNo(row.active),
    visible: yesNo(row.visible),
    disable_guest: row.disableGuest,
    amount: dollars(row.amountCents),
    // The settlement account's id (what /api/fee?payeeId= and payments/save take) and its name
    // (docs/product/documented-calls.md).
    payee: row.payee?.id ?? null,
    payee_name: row.payee?.name ?? null,
    category: row.category?.name ?? null,
  };
}

/** ?type=basic or ?type=basic,recurring; empty means every kind. */
function typesOf(value: unknown): unknown {
  const raw = text(value);
  if (!raw) return undefined;
  const types = raw
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  // An unknown kind is passed on for the schema to refuse, not silently dropped.
  return types.every((t) => (ITEM_TYPES as readonly string[]).includes(t)) ? types : raw;
}

function statusOf(value: unknown): unknown {
  const raw = text(value)?.trim();
  if (!raw) return undefined;
  const upper = raw.toUpperCase();
  return upper === "ANY" || (ITEM_STATUSES as readonly string[]).includes(upper) ? upper : raw;
}

const itemCodeOnly = ({ params, body }: ShimRequest) => ({ module: params.module, itemCode: text(body.item_code) });

/**
 * The item calls (docs/product/items-and-fees.md) and the item
 * restore url and list for tools (docs/product/documented-calls.md).
 */
export const itemsShims = [
  defineShim<Out["saveAsDraft"]>({
    method: "POST",
    path: "/:module/items/saveItemsAsDraft",
    procedure: "items.saveAsDraft",
    spec: "docs/product/items-and-fees.md: saveItemsAsDraft",
    input: ({ params, body }) => ({
      module: params.module,
      itemCodes: codes(body.items),
      itemType: text(body.item_type) || undefined,
    }),
    fieldNames: { itemCodes: "items", itemType: "item_type" },
    output: (r) => ({ message: r.message, updated_items: r.updatedItems }),
  }),
  defineShim<Out["checkDraft"]>({
    method: "POST",
    path: "/:module/items/checkdraft",
    procedure: "items.checkDraft",
    spec: "docs/product/items-and-fees.md: checkdraft",
    input: ({ params, body }) => ({ module: params.module, itemCodes: codes(body.item_codes) }),
    fieldNames: { itemCodes: "item_codes" },
    // errors: item code → the readiness problems that keep it in draft.
    output: (r) => ({
      message: r.message,
      updated_items: r.updatedItems,
      errors: Object.fromEntries(Object.entries(r.errors).map(([code, problems]) => [code, problems.map((p) => p.message)])),
    }),
  }),
  defineShim<Out["patch"]>({
    method: "POST",
    path: "/:module/items/patch",
    procedure: "items.patch",
    spec: "docs/product/items-and-fees.md: items/patch",
    input: ({ params, body }) => ({
      module: params.module,
      itemCode: text(body.item_code),
      values: body.values && typeof body.values === "object" && !Array.isArray(body.values) ? body.values : {},
    }),
    fieldNames: { itemCode: "item_code" },
    output: (r) => ({
      message: r.message,
      active: yesNo(r.active),
      visible: yesNo(r.visible),
      item: toolItem(r.item),
      item_code: r.itemCode,
    }),
  }),
  defineShim<Out["remove"]>({
    method: "POST",
    path: "/:module/items/remove",
    procedure: "items.remove",
    spec: "docs/product/items-and-fees.md: items/remove",
    input: ({ params, body }) => ({ module: params.module, itemCodes: codes(body.items), mode: text(body.mode) || undefined }),
    fieldNames: { itemCodes: "items" },
    output: (r) => ({ removed_item_ids: r.removedItemIds, message: r.message }),
  }),
  defineShim<Out["restore"]>({
    method: "GET",
    path: "/:module/items/:itemCode/restore",
    procedure: "items.restore",
    spec: "docs/product/documented-calls.md: item restore",
    input: ({ params }) => ({ module: params.module, itemCode: params.itemCode }),
    fieldNames: { itemCode: "item_code" },
    output: (r) => ({ item: toolItem(r.item), message: r.message }),
  }),
  defineShim<Out["setPnp"]>({
    method: "POST",
    path: "/:module/items/set-pnp",
    procedure: "items.setPnp",
    spec: "docs/product/items-and-fees.md: set-pnp",
    input: ({ params, body }) => ({ module: params.module, itemCode: text(body.item_code), checked: flagValue(body.checked) }),
    fieldNames: { itemCode: "item_code" },
    output: (r) => ({ pnp_calc: r.pnpCalc ? 1 : 0, usage: r.usage, message: r.message }),
  }),
  defineShim<Out["massSetPnp"]>({
    method: "POST",
    path: "/:module/items/mass-set-pnp",
    procedure: "items.massSetPnp",
    spec: "docs/product/items-and-fees.md: mass-set-pnp",
    input: ({ params, body }) => ({ module: params.module, itemCodes: codes(body.item_codes), state: flagValue(body.state) }),
    fieldNames: { itemCodes: "item_codes" },
    output: (r) => ({ updated_items: r.updatedItems, usage: r.usage, message: r.message }),
  }),
  defineShim<Out["runPnp"]>({
    method: "POST",
    path: "/:module/items/run-item-pnp",
    procedure: "items.runPnp",
    spec: "docs/product/items-and-fees.md: run-item-pnp",
    input: itemCodeOnly,
    fieldNames: { itemCode: "item_code" },
    output: (r) => ({ message: r.message }),
  }),
  defineShim<Out["totals"]>({
    method: "POST",
    path: "/:module/items/totals/:id",
    procedure: "items.totals",
    spec: "docs/product/items-and-fees.md: items/totals",
    input: ({ params }) => ({ module: params.module, itemId: id(params.id) }),
    fieldNames: { itemId: "id" },
    // Dollars as every answer writes them ("1234.50": docs/product/documented-calls.md), not the screen's
    // "$1,234.50".
    output: (r) => ({ total_sales: formatDecimalCents(r.totalSalesCents), total_sales_cents: r.totalSalesCents }),
  }),
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/items/list",
    procedure: "items.list",
    spec: "docs/product/documented-calls.md: item list (for tools)",
    input: ({ params, query }) => ({
      module: params.module,
      companyId: optionalId(query.company),
      types: typesOf(query.type),
      status: statusOf(query.status),
      search: text(query.search) ?? "",
      page: text(query.page) || undefined,
      pageSize: text(query.page_size) || undefined,
    }),
    fieldNames: { types: "type", companyId: "company", pageSize: "page_size" },
    output: (r) => ({ items: r.items.map(toolItem) }),
  }),
];
