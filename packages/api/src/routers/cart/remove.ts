import { removeCartLine } from "@paydesk/services";
import { ZCartLineRequestSchema } from "@paydesk/validators";
import { payerProcedure } from "../../trpc.ts";

export const removeProcedure = payerProcedure
  .input(ZCartLineRequestSchema)
  .mutation(({ ctx, input }) => removeCartLine(ctx, input));
