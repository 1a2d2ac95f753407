import { payRest, terminalRedirect } from "@paydesk/services";
import { ZPayRestProcedureSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";
import { paymentFieldsOf } from "./payment-fields.ts";

/** The order summary pays what a partial authorization left due (…/order-summary/{orderId}). */
export const payRestProcedure = permissionProcedure("terminal.manage")
  .input(ZPayRestProcedureSchema)
  .mutation(({ ctx, input }) =>
    payRest(ctx, {
      orderId: input.orderId,
      amountCents: input.amountCents,
      payment: paymentFieldsOf(input),
      idempotencyKey: input.idempotencyKey,
      redirect: terminalRedirect(input.module),
    }),
  );
