import { router } from "../../trpc.ts";
import { addManyProcedure } from "./add-many.ts";
import { addProcedure } from "./add.ts";
import { clearProcedure } from "./clear.ts";
import { inCartProcedure } from "./in-cart.ts";
import { lineProcedure } from "./line.ts";
import { listProcedure } from "./list.ts";
import { removeProcedure } from "./remove.ts";
import { updateProcedure } from "./update.ts";

/**
 * The server-side carts (docs/product/checkout-and-payments.md, Carts): a staff user's terminal cart, a
 * parent's, a guest browser's. `payerProcedure` decides whose cart from the module and the caller; the
 * services never touch another cart.
 */
export const cartRouter = router({
  list: listProcedure,
  add: addProcedure,
  addMany: addManyProcedure,
  line: lineProcedure,
  update: updateProcedure,
  remove: removeProcedure,
  clear: clearProcedure,
  inCart: inCartProcedure,
});
