import { isControl } from "@paydesk/domain";
import { accessDenied, searchCompanies, suggestAdmins } from "@paydesk/services";
import { ZCompanySearchRequestSchema, ZSuggestAdminsRequestSchema, ZSuggestRequestSchema } from "@paydesk/validators";
import { authedProcedure, moduleProcedure, router } from "../../trpc.ts";

/** Rows a company search answers at most; the page asks for a narrower keyword beyond that. */
export const COMPANY_SEARCH_LIMIT = 200;

/**
 * Company search (control only) and the suggest calls behind the site and admin pickers. Suggest
 * answers administrators only (parents pick no sites), inside their own subtree.
 */
export const companiesRouter = router({
  search: moduleProcedure.input(ZCompanySearchRequestSchema).query(({ ctx, input }) => {
    if (!isControl(ctx.actor) || ctx.module !== "control") throw accessDenied();
    return searchCompanies(ctx, input.keyword, COMPANY_SEARCH_LIMIT);
  }),
  suggest: authedProcedure.input(ZSuggestRequestSchema).query(({ ctx, input }) => {
    if (ctx.actor.kind === "PARENT") throw accessDenied();
    return searchCompanies(ctx, input.term, 20);
  }),
  suggestAdmins: authedProcedure.input(ZSuggestAdminsRequestSchema).query(({ ctx, input }) => {
    if (ctx.actor.kind === "PARENT") throw accessDenied();
    return suggestAdmins(ctx, input.term, 20);
  }),
});
