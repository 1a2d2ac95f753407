import { searchCompanies, suggestAdmins } from "@paydesk/services";
import { ZCompanySearchRequestSchema, ZSuggestAdminsRequestSchema, ZSuggestRequestSchema } from "@paydesk/validators";
import { controlProcedure, router, staffProcedure } from "../../trpc.ts";

/** Rows a company search answers at most; the page asks for a narrower keyword beyond that. */
export const COMPANY_SEARCH_LIMIT = 200;

/**
 * Company search (control only) and the suggest calls behind the site and admin pickers. Suggest
 * answers staff only (parents pick no sites), inside their own subtree.
 */
export const companiesRouter = router({
  search: controlProcedure
    .input(ZCompanySearchRequestSchema)
    .query(({ ctx, input }) => searchCompanies(ctx, input.keyword, COMPANY_SEARCH_LIMIT)),
  suggest: staffProcedure.input(ZSuggestRequestSchema).query(({ ctx, input }) => searchCompanies(ctx, input.term, 20)),
  suggestAdmins: staffProcedure.input(ZSuggestAdminsRequestSchema).query(({ ctx, input }) => suggestAdmins(ctx, input.term, 20)),
});
