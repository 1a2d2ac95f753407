import { suggestedFee } from "@paydesk/services";
import { ZSuggestedFeeRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const suggestedFeeProcedure = canView
  .input(ZSuggestedFeeRequestSchema)
  .query(({ ctx, input }) => suggestedFee(ctx, input));
