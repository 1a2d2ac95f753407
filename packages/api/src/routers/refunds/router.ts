import { router } from "../../trpc.ts";
import { createRefundProcedure } from "./create.ts";
import { refundsForOrderProcedure } from "./for-order.ts";

/**
 * Refunds and voids of an order's payments: `forOrder` lists them with what staff may
 * do now, `create` gives money back (void before settlement, refund after; cash and check
 * recorded).
 */
export const refundsRouter = router({
  forOrder: refundsForOrderProcedure,
  create: createRefundProcedure,
});
