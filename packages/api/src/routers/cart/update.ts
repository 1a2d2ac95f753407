import { updateCartLine } from "@paydesk/services";
import { ZCartUpdateRequestSchema } from "@paydesk/validators";
import { payerProcedure } from "../../trpc.ts";

export const updateProcedure = payerProcedure
  .input(ZCartUpdateRequestSchema)
  .mutation(({ ctx, input }) => updateCartLine(ctx, input));
