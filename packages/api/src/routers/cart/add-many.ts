import { addManyToCart } from "@paydesk/services";
import { ZCartAddManyRequestSchema } from "@paydesk/validators";
import { payerProcedure } from "../../trpc.ts";

export const addManyProcedure = payerProcedure
  .input(ZCartAddManyRequestSchema)
  .mutation(({ ctx, input }) => addManyToCart(ctx, input));
