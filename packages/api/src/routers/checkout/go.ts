import { AppError } from "@paydesk/domain";
import { type CartOwner, type CartPayer, checkoutCart, guestCartKeyHash, guestRedirect, parentRedirect } from "@paydesk/services";
import { PAYMENT_MESSAGES, ZCheckoutGoRequestSchema } from "@paydesk/validators";
import { onlinePayerProcedure } from "../../trpc.ts";
import { paymentFieldsOf } from "./payment-fields.ts";

/** The cart a parent or guest pays (the rung has sent staff to checkout.terminal). */
function onlineOwner(payer: Exclude<CartPayer, { purpose: "TERMINAL" }>): CartOwner {
  if (payer.purpose === "PARENT") return { purpose: "PARENT", userId: payer.actor.userId };
  // A guest without the cart cookie has no cart, so nothing to pay.
  if (payer.guestKey === null) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
  return { purpose: "GUEST", keyHash: guestCartKeyHash(payer.guestKey) };
}

/** A parent or a guest pays their cart by card (POST /pay/process/go). */
export const goCheckoutProcedure = onlinePayerProcedure.input(ZCheckoutGoRequestSchema).mutation(({ ctx, input }) => {
  const owner = onlineOwner(ctx.payer);
  return checkoutCart(ctx, {
    owner,
    payment: paymentFieldsOf(input),
    items: input.items,
    idempotencyKey: input.idempotencyKey,
    redirect: owner.purpose === "PARENT" ? parentRedirect : guestRedirect,
    online: { ip: ctx.ip, guest: owner.purpose === "GUEST", captcha: input.captcha },
  });
});
