import { searchCompanies } from "@paydesk/services";
import { ZSuggestRequestSchema } from "@paydesk/validators";
import { staffProcedure } from "../../trpc.ts";

export const suggestProcedure = staffProcedure
  .input(ZSuggestRequestSchema)
  .query(({ ctx, input }) => searchCompanies(ctx, input.term, 20));
