import { clearCart } from "@paydesk/services";
import { payerProcedure } from "../../trpc.ts";

export const clearProcedure = payerProcedure.mutation(({ ctx }) => clearCart(ctx));
