import { router } from "../../trpc.ts";
import { getSeriesProcedure } from "./get.ts";
import { listSeriesProcedure } from "./list.ts";
import { stopSeriesProcedure } from "./stop.ts";

/** Recurring series (docs/product/checkout-and-payments.md, Recurring series). */
export const seriesRouter = router({
  list: listSeriesProcedure,
  get: getSeriesProcedure,
  stop: stopSeriesProcedure,
});
