import { getItemBuilderOptions } from "@paydesk/services";
import { ZItemBuilderOptionsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const optionsProcedure = canView
  .input(ZItemBuilderOptionsRequestSchema)
  .query(({ ctx, input }) => getItemBuilderOptions(ctx, input));
