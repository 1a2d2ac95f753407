import { listCart } from "@paydesk/services";
import { payerProcedure } from "../../trpc.ts";

export const listProcedure = payerProcedure.query(({ ctx }) => listCart(ctx));
