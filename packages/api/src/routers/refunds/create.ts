import { createRefund } from "@paydesk/services";
import { ZRefundCreateSchema } from "@paydesk/validators";
import { orderProcedure } from "../transaction-detail/resource.ts";

/** Refund part or all of a payment, or void it before settlement (reports.manage, order in the subtree). */
export const createRefundProcedure = orderProcedure("reports.manage")
  .input(ZRefundCreateSchema)
  .mutation(({ ctx, input }) =>
    createRefund(ctx, { orderId: input.orderId, paymentId: input.paymentId, amountCents: input.amountCents, reason: input.reason, idempotencyKey: input.idempotencyKey }),
  );
