import { searchCompanies } from "@paydesk/services";
import { ZCompanySearchRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** Rows a company search answers at most; the page asks for a narrower keyword beyond that. */
export const COMPANY_SEARCH_LIMIT = 200;

export const searchProcedure = controlProcedure
  .input(ZCompanySearchRequestSchema)
  .query(({ ctx, input }) => searchCompanies(ctx, input.keyword, COMPANY_SEARCH_LIMIT));
