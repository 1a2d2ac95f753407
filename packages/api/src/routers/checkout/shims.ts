import { formatDecimalCents } from "@paydesk/domain";
import { ZDollarAmountCents, ZPaymentObject } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { checkoutRouter } from "./router.ts";
import { type ShimRequest, defineShim, id, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof checkoutRouter>;
type Answer = Out["terminal"];

const FLAGS = new Set(["email_receipt", "remove_conv_fees"]);
const PAYMENT_FIELDS = Object.keys(ZPaymentObject.shape);

/**
 * The payment object's fields as posted (docs/product/checkout-and-payments.md):
 * text as text, the two yes/no flags as sent.
 */
export function paymentOf(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of PAYMENT_FIELDS) {
    if (body[field] === undefined) continue;
    fields[field] = FLAGS.has(field) ? body[field] : text(body[field]);
  }
  return fields;
}

/** `items`: a JSON array of cart line ids, or "12,13" from a form; absent means the whole cart. */
function itemsOf(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) return value.map(id);
  return String(value).split(",").map(id);
}

/** The `idempotency_key` field, else the `Idempotency-Key` header (docs/product/checkout-and-payments.md). */
export function idempotencyKeyOf({ body, headers }: ShimRequest): string | undefined {
  return text(body.idempotency_key) ?? text(headers?.["idempotency-key"]);
}

/** The solved captcha a guest sends after a decline (card testing); absent when not sent. */
export function captchaOf({ body }: ShimRequest): { captcha?: string } {
  const captcha = text(body.captcha);
  return captcha === undefined ? {} : { captcha };
}

/**
 * The order summary's `amount` ("12.50") in cents; unreadable
 * is absent, which the procedure refuses with its message.
 */
export function dollarsToCents(value: unknown): number | undefined {
  const parsed = ZDollarAmountCents.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The success and partial answers of docs/product/checkout-and-payments.md; dollars as "25.00". */
export function answerOf(answer: Answer) {
  return {
    status: answer.status,
    order_id: answer.orderId,
    amount_charged: formatDecimalCents(answer.amountChargedCents),
    ...(answer.status === "partial" ? { amount_due: formatDecimalCents(answer.amountDueCents) } : {}),
    receipt_token: answer.receiptToken,
    redirect: answer.redirect,
  };
}

/**
 * The checkout calls (docs/product/checkout-and-payments.md, Paying). Declined answers 402 `{status, code:
 * "DECLINED", message}`, a failing gateway 502 with GATEWAY_ERROR, bad input 400 with `errors` (the runner
 * adds the code).
 */
/** `POST /pay/process/*`: the payment object, optionally `items`, and the idempotency key. */
function processShim(path: string, procedure: string, module: (req: ShimRequest) => string, guest: boolean) {
  return defineShim<Answer>({
    method: "POST",
    path,
    procedure,
    spec: `docs/product/checkout-and-payments.md: POST ${path}`,
    input: (req) => ({ module: module(req), ...paymentOf(req.body), items: itemsOf(req.body.items), idempotencyKey: idempotencyKeyOf(req), ...captchaOf(req) }),
    fieldNames: { idempotencyKey: "idempotency_key" },
    guest,
    output: answerOf,
  });
}

export const checkoutShims = [
  processShim("/pay/process/terminal-cart", "checkout.terminal", (req) => req.homeModule, false),
  // "pay": the payer rung takes a signed-in parent's cart, or the guest cart of the cookie.
  processShim("/pay/process/go", "checkout.go", () => "pay", true),
  defineShim<Out["payRest"]>({
    method: "POST",
    path: "/:module/virtual-terminal/order-summary/:orderId",
    procedure: "checkout.payRest",
    // `payee` is read from the order itself (its lines' payees), not trusted from the form.
    spec: "docs/product/checkout-and-payments.md: POST /{module}/virtual-terminal/order-summary/{orderId}",
    input: (req) => ({
      module: req.params.module,
      orderId: id(req.params.orderId),
      amountCents: dollarsToCents(req.body.amount),
      ...paymentOf(req.body),
      idempotencyKey: idempotencyKeyOf(req),
    }),
    fieldNames: { amountCents: "amount", orderId: "order_id", idempotencyKey: "idempotency_key" },
    output: answerOf,
  }),
];
