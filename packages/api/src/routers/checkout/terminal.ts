import { checkoutCart, terminalRedirect } from "@paydesk/services";
import { ZCheckoutTerminalRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";
import { paymentFieldsOf } from "./payment-fields.ts";

/** Staff pay their terminal cart (POST /pay/process/terminal-cart): card, cash or check. */
export const terminalCheckoutProcedure = permissionProcedure("terminal.manage")
  .input(ZCheckoutTerminalRequestSchema)
  .mutation(({ ctx, input }) =>
    checkoutCart(ctx, {
      owner: { purpose: "TERMINAL", userId: ctx.actor.userId, seller: ctx.actor },
      payment: paymentFieldsOf(input),
      items: input.items,
      idempotencyKey: input.idempotencyKey,
      redirect: terminalRedirect(input.module),
    }),
  );
