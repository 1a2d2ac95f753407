import { router } from "../../trpc.ts";
import { listProcedure } from "./list.ts";

/**
 * Settlement accounts (payees). Listing them is part of reading the chart of accounts, which is
 * kept per payee (docs/product/chart-of-accounts.md): the page chooses a payee first, and tools need the ids
 * that payments/save and /api/fee take.
 */
export const payeesRouter = router({
  list: listProcedure,
});
