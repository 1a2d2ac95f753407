import { router } from "../../trpc.ts";
import { sendReceiptProcedure } from "./send.ts";
import { viewReceiptByTokenProcedure, viewReceiptProcedure } from "./view.ts";

/**
 * Receipts (docs/product/checkout-and-payments.md, Receipts): the view model for the receipt pages and tools,
 * by sign-in or by the token handed out with the payment, and the e-mailed receipt. The PDF is rendered from
 * the same view by the server's receipt route (apps/server/src/routes/receipts.ts).
 */
export const receiptsRouter = router({
  view: viewReceiptProcedure,
  viewByToken: viewReceiptByTokenProcedure,
  send: sendReceiptProcedure,
});
