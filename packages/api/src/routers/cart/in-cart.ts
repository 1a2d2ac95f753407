import { inCart } from "@paydesk/services";
import { payerProcedure } from "../../trpc.ts";

export const inCartProcedure = payerProcedure.query(({ ctx }) => inCart(ctx));
