import { parentRedirect, payRest, type RedirectFor } from "@paydesk/services";
import { ZPayerRestPaySchema } from "@paydesk/validators";
import { restPayerProcedure } from "./resource.ts";
import { paymentFieldsOf } from "../checkout/payment-fields.ts";

/** A guest goes back to the receipt their token opens; the parent to their success page. */
function redirectFor(orderId: number, token: string | undefined): RedirectFor {
  return token === undefined ? parentRedirect : () => `/pay/success/${orderId}/${encodeURIComponent(token)}`;
}

/**
 * The payer pays what a partial authorization left due: the terminal's order-summary payment
 * (docs/product/checkout-and-payments.md; same idempotency, never more than is due), by card.
 */
export const payerRestPayProcedure = restPayerProcedure.input(ZPayerRestPaySchema).mutation(({ ctx, input }) =>
  payRest(ctx, {
    orderId: input.orderId,
    amountCents: input.amountCents,
    payment: paymentFieldsOf(input),
    idempotencyKey: input.idempotencyKey,
    redirect: redirectFor(input.orderId, input.token),
    // A token holder is a guest (no account); the parent is signed in.
    payer: { scope: ctx.restPayerScope, online: { ip: ctx.ip, guest: input.token !== undefined, captcha: input.captcha } },
  }),
);
