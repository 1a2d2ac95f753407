import { searchMasqueradeTargets } from "@paydesk/services";
import { ZMasqueradeSearchRequestSchema } from "@paydesk/validators";
import { moduleProcedure } from "../../trpc.ts";

export const searchProcedure = moduleProcedure
  .input(ZMasqueradeSearchRequestSchema)
  .query(({ ctx, input }) => searchMasqueradeTargets(ctx, input.searchKey, { choosableOnly: input.choosableOnly }));
