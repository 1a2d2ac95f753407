import { markCheckReturned, orderCheckPayments } from "@paydesk/services";
import { ZCheckPaymentsSchema, ZMarkCheckReturnedSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** A check payment the bank returned: its amount is due again (a collections row). */
export const markCheckReturnedProcedure = controlProcedure
  .input(ZMarkCheckReturnedSchema)
  .mutation(({ ctx, input }) => markCheckReturned(ctx, { paymentId: input.paymentId, memo: input.memo }));

/** An order's check payments, for the dialog that marks one returned. */
export const checkPaymentsProcedure = controlProcedure
  .input(ZCheckPaymentsSchema)
  .query(({ ctx, input }) => orderCheckPayments(ctx, input.orderId));
