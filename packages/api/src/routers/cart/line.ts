import { getCartLine } from "@paydesk/services";
import { ZCartLineRequestSchema } from "@paydesk/validators";
import { payerProcedure } from "../../trpc.ts";

export const lineProcedure = payerProcedure.input(ZCartLineRequestSchema).query(({ ctx, input }) => getCartLine(ctx, input));
