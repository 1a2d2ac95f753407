import { router } from "../../trpc.ts";
import { getProcedure } from "./get.ts";
import { listProcedure } from "./list.ts";

/**
 * The office terminal's searchable item select and the item
 * its add form opens (docs/product/terminal.md, office).
 */
export const terminalItemsRouter = router({
  list: listProcedure,
  get: getProcedure,
});
