import { router } from "../../trpc.ts";
import { goCheckoutProcedure } from "./go.ts";
import { orderSummaryProcedure } from "./order-summary.ts";
import { payRestProcedure } from "./pay-rest.ts";
import { terminalCheckoutProcedure } from "./terminal.ts";

/**
 * Checkout: the one place that charges. `terminal` pays the staff's terminal cart, `go`
 * a parent's or a guest's cart, `payRest` the rest of a partial authorization; `orderSummary`
 * reads an order for the page that pays the rest.
 */
export const checkoutRouter = router({
  terminal: terminalCheckoutProcedure,
  go: goCheckoutProcedure,
  payRest: payRestProcedure,
  orderSummary: orderSummaryProcedure,
});
