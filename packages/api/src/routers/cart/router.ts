import { addManyToCart, addToCart, clearCart, getCartLine, inCart, listCart, removeCartLine, updateCartLine } from "@paydesk/services";
import { ZCartAddManyRequestSchema, ZCartAddRequestSchema, ZCartLineRequestSchema, ZCartUpdateRequestSchema } from "@paydesk/validators";
import { payerProcedure, router } from "../../trpc.ts";

/**
 * The server-side carts (CONVENTIONS §7): a staff user's terminal cart, a parent's, a guest
 * browser's. `payerProcedure` decides whose cart from the module and the caller; the services
 * never touch another cart.
 */
export const cartRouter = router({
  list: payerProcedure.query(({ ctx }) => listCart(ctx)),
  add: payerProcedure.input(ZCartAddRequestSchema).mutation(({ ctx, input }) => addToCart(ctx, input)),
  addMany: payerProcedure.input(ZCartAddManyRequestSchema).mutation(({ ctx, input }) => addManyToCart(ctx, input)),
  line: payerProcedure.input(ZCartLineRequestSchema).query(({ ctx, input }) => getCartLine(ctx, input)),
  update: payerProcedure.input(ZCartUpdateRequestSchema).mutation(({ ctx, input }) => updateCartLine(ctx, input)),
  remove: payerProcedure.input(ZCartLineRequestSchema).mutation(({ ctx, input }) => removeCartLine(ctx, input)),
  clear: payerProcedure.mutation(({ ctx }) => clearCart(ctx)),
  inCart: payerProcedure.query(({ ctx }) => inCart(ctx)),
});
