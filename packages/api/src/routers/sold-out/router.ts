import { router } from "../../trpc.ts";
import { createProcedure } from "./create.ts";
import { listProcedure } from "./list.ts";
import { removeProcedure } from "./remove.ts";

/** Sold-out messages (docs/product/items-and-fees.md): a company's messages, picked by its items. */
export const soldOutRouter = router({
  list: listProcedure,
  create: createProcedure,
  remove: removeProcedure,
});
