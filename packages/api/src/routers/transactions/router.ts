import { router } from "../../trpc.ts";
import { exportProcedure } from "./export.ts";
import { listProcedure } from "./list.ts";
import { totalsProcedure } from "./totals.ts";

/**
 * The transactions list: a page, the totals of the same filter, and the CSV export.
 * The services keep every read to the actor's subtree (control: all companies).
 */
export const transactionsRouter = router({
  list: listProcedure,
  totals: totalsProcedure,
  export: exportProcedure,
});
