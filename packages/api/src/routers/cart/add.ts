import { addToCart } from "@paydesk/services";
import { ZCartAddRequestSchema } from "@paydesk/validators";
import { payerProcedure } from "../../trpc.ts";

export const addProcedure = payerProcedure.input(ZCartAddRequestSchema).mutation(({ ctx, input }) => addToCart(ctx, input));
