/**
 * The cart calls of docs/product/documented-calls.md and docs/product/checkout-and-payments.md. Dollar
 * amounts go in as the payer typed them (read by the domain's open amount rules: "$25" → 2500 cents) and come
 * out as "25.00"; a line for no student answers student_id "NA". `guest: true` marks the calls a browser
 * without a session makes for its guest cart (the `paydesk_cart` cookie).
 */
import { formatDecimalCents, readOpenAmount } from "@paydesk/domain";
import { PAYER_MODULE, type TModule } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { cartRouter } from "./router.ts";
import { defineShim, flag, id, list, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof cartRouter>;
type LineView = Out["list"]["lines"][number];

const lineAnswer = (line: LineView) => ({
  line_id: line.lineId,
  item_id: line.itemId,
  item_code: line.itemCode,
  title: line.title,
  type: line.type,
  student_id: line.studentId ?? "NA",
  student_name: line.studentName,
  amount: formatDecimalCents(line.amountCents),
  quantity: line.quantity,
  cfs: line.cfs,
  cf_overridden: line.cfOverridden,
  transient: line.transient,
  mip_code: line.mipCode,
  fee: formatDecimalCents(line.feeCents),
  line_total: formatDecimalCents(line.lineTotalCents),
  payee: line.payeeId,
  sold_out_message: line.soldOutMessage,
});

const listAnswer = (cart: Out["list"]) => ({
  lines: cart.lines.map(lineAnswer),
  subtotal: formatDecimalCents(cart.totals.subtotalCents),
  tax: formatDecimalCents(cart.totals.taxCents),
  shipping: formatDecimalCents(cart.totals.shippingCents),
  fees: formatDecimalCents(cart.totals.feeCents),
  total: formatDecimalCents(cart.totals.totalCents),
  total_without_fees: formatDecimalCents(cart.totals.totalWithoutFeesCents),
  suggest_cash_discount: cart.payment.suggestCashDiscount,
  accepted_card_brands: cart.payment.acceptedCardBrands,
  email_suggestions: cart.payment.emailSuggestions,
});

/** A typed dollar amount in cents by the open amount rules, or undefined when none was sent. */
function typedCents(value: unknown): number | undefined {
  const raw = text(value);
  return raw === undefined || raw.trim() === "" ? undefined : readOpenAmount(raw).cents;
}

/** `student_id` / `student`: an id or NA, left for the procedure's schema to judge. */
function studentChoice(value: unknown): unknown {
  return text(value)?.trim();
}

/** `cfs` as the legacy forms send it (JSON text) or as JSON clients do (an object). */
function customFields(value: unknown): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : text(value);
}

/** An external item rides on a line as an object; the legacy flag ("0"/"1") carries nothing. */
function transientOf(value: unknown): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

/**
 * multi-a2c: `items` are item codes (a list, or one comma-separated value), each item's custom
 * fields in `item_args[{code}][cfs]`; JSON clients may send `items: [{code, cfs}]` instead.
 */
function manyItems(body: Record<string, unknown>): { code: string | undefined; cfs: unknown }[] {
  const args = (body.item_args !== null && typeof body.item_args === "object" ? body.item_args : {}) as Record<string, unknown>;
  const argsOf = (code: string | undefined) => {
    const entry = code !== undefined && Object.hasOwn(args, code) ? args[code] : undefined;
    return entry !== null && typeof entry === "object" ? customFields((entry as Record<string, unknown>).cfs) : undefined;
  };
  const objects = list(body.items);
  if (objects.length > 0) return objects.map((entry) => ({ code: text(entry.code), cfs: entry.cfs !== undefined ? customFields(entry.cfs) : argsOf(text(entry.code)) }));
  const raw = body.items;
  const codes = (Array.isArray(raw) ? raw.map((value) => text(value) ?? "") : (text(raw) ?? "").split(",")).map((code) => code.trim()).filter((code) => code !== "");
  return codes.map((code) => ({ code, cfs: argsOf(code) }));
}

const FIELD_NAMES = { itemId: "item_id", studentId: "student_id", amountCents: "amount", lineId: "line_id", mipCode: "mip_code", cfOverride: "cf_override" };

const addManyShim = (path: string, module: TModule | typeof PAYER_MODULE, extra: Record<string, unknown>, guest: boolean) =>
  defineShim<Out["addMany"]>({
    method: "POST",
    path,
    procedure: "cart.addMany",
    spec: "docs/product/checkout-and-payments.md: multi-a2c",
    guest,
    input: ({ body }) => ({ module, items: manyItems(body), studentId: studentChoice(body.student), cfOverride: flag(body.cf_override) }),
    fieldNames: { ...FIELD_NAMES, studentId: "student" },
    output: (r) => ({ message: r.message, line_ids: r.lineIds, skipped: r.skipped.map((s) => ({ item_id: s.itemId, item_code: s.code, message: s.message })), ...extra }),
  });

/** The module a whole-cart call acts in: the path's `{module}`, or parent for the /parent/cart paths. */
const moduleOfPath = (params: Record<string, string>) => params.module ?? "parent";

const listShim = (path: string, spec: string) =>
  defineShim<Out["list"]>({ method: "GET", path, procedure: "cart.list", spec, input: ({ params }) => ({ module: moduleOfPath(params) }), output: listAnswer });

const clearShim = (path: string, spec: string) =>
  defineShim<Out["clear"]>({
    method: "GET",
    path,
    procedure: "cart.clear",
    spec,
    input: ({ params }) => ({ module: moduleOfPath(params) }),
    output: (r) => ({ message: r.message, removed_lines: r.removedLines }),
  });

export const cartShims = [
  listShim("/:module/virtual-terminal/cart/list", "docs/product/documented-calls.md: cart list"),
  listShim("/parent/cart/list", "docs/product/documented-calls.md: cart list (parent)"),
  defineShim<Out["add"]>({
    method: "GET",
    path: "/:module/virtual-terminal/cart/add-item/:itemId",
    procedure: "cart.add",
    spec: "docs/product/documented-calls.md: cart/add-item (one of the item with its defaults)",
    input: ({ params, query }) => ({ module: params.module, itemId: id(params.itemId), studentId: studentChoice(query.student_id) ?? "NA" }),
    fieldNames: FIELD_NAMES,
    output: (r) => ({ message: r.message, line_id: r.lineId }),
  }),
  defineShim<Out["line"]>({
    method: "GET",
    path: "/:module/virtual-terminal/cart/edit/:lineId",
    procedure: "cart.line",
    spec: "docs/product/documented-calls.md: cart/edit",
    input: ({ params }) => ({ module: params.module, lineId: id(params.lineId) }),
    fieldNames: FIELD_NAMES,
    output: (line) => ({ line: lineAnswer(line) }),
  }),
  defineShim<Out["update"]>({
    method: "POST",
    path: "/:module/virtual-terminal/cart/update",
    procedure: "cart.update",
    spec: "docs/product/documented-calls.md: cart/update {item_id, student_id, cfs, amount, quantity}",
    // The legacy item_id here names the cart line (the legacy cart item); line_id is accepted too.
    input: ({ params, body }) => ({
      module: params.module,
      lineId: id(body.line_id ?? body.item_id),
      studentId: body.student_id === undefined ? undefined : studentChoice(body.student_id),
      amountCents: typedCents(body.amount),
      quantity: text(body.quantity),
      cfs: body.cfs === undefined ? undefined : customFields(body.cfs),
    }),
    fieldNames: { ...FIELD_NAMES, lineId: "item_id" },
    output: (r) => ({ message: r.message, line_id: r.lineId }),
  }),
  defineShim<Out["remove"]>({
    method: "GET",
    path: "/:module/vtcart/remove/:lineId",
    procedure: "cart.remove",
    spec: "docs/product/documented-calls.md: /school/vtcart/remove/{id}",
    input: ({ params }) => ({ module: params.module, lineId: id(params.lineId) }),
    fieldNames: FIELD_NAMES,
    output: (r) => ({ message: r.message, removed: r.removed }),
  }),
  clearShim("/:module/vtcart/clear", "docs/product/documented-calls.md: /school/vtcart/clear"),
  clearShim("/parent/cart/clear", "docs/product/documented-calls.md: /parent/cart/clear"),
  defineShim<Out["add"]>({
    method: "PUT",
    path: "/pay/put/:itemId",
    procedure: "cart.add",
    spec: "docs/product/checkout-and-payments.md: PUT /pay/put/{itemId} {student_id, cfs, amount, quantity, transient, mip_code}",
    guest: true,
    input: ({ params, body }) => ({
      module: PAYER_MODULE,
      itemId: id(params.itemId),
      studentId: studentChoice(body.student_id),
      amountCents: typedCents(body.amount),
      quantity: text(body.quantity),
      cfs: customFields(body.cfs),
      mipCode: text(body.mip_code),
      transient: transientOf(body.transient),
    }),
    fieldNames: FIELD_NAMES,
    output: (r) => ({ message: r.message, line_id: r.lineId }),
  }),
  addManyShim("/pay/multi-a2c", PAYER_MODULE, {}, true),
  // The office's multi-add page; after success the user goes to the terminal's cart
  // (docs/product/terminal.md).
  addManyShim("/pay/school/multi-a2c", "school", { redirect: "/school/virtual-terminal/pay" }, false),
];
