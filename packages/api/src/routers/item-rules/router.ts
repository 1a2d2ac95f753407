import { router } from "../../trpc.ts";
import { createProcedure } from "./create.ts";
import { listProcedure } from "./list.ts";
import { removeProcedure } from "./remove.ts";
import { updateProcedure } from "./update.ts";

/** Item rules (/{module}/items/rules; docs/product/items-and-fees.md): the rules of one item. */
export const itemRulesRouter = router({
  list: listProcedure,
  create: createProcedure,
  update: updateProcedure,
  remove: removeProcedure,
});
