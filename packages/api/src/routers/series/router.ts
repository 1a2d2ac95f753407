import { router } from "../../trpc.ts";
import { getSeriesProcedure } from "./get.ts";
import { listSeriesProcedure } from "./list.ts";
import { stopSeriesProcedure } from "./stop.ts";

/** Recurring series (spec 3 §2, §4, §7; CONVENTIONS §7). */
export const seriesRouter = router({
  list: listSeriesProcedure,
  get: getSeriesProcedure,
  stop: stopSeriesProcedure,
});
