import { isControl } from "@paydesk/domain";
import { accessDenied, searchCompanies, suggestAdmins } from "@paydesk/services";
import { ZCompanySearchRequestSchema, ZSuggestAdminsRequestSchema, ZSuggestRequestSchema } from "@paydesk/validators";
import { authedProcedure, moduleProcedure, router } from "../../trpc.ts";

/** Company search (control only) and the suggest calls behind the site and admin pickers. */
export const companiesRouter = router({
  search: moduleProcedure.input(ZCompanySearchRequestSchema).query(({ ctx, input }) => {
    if (!isControl(ctx.actor) || ctx.module !== "control") throw accessDenied();
    return searchCompanies(ctx.db, ctx.actor, input.keyword, 200);
  }),
  suggest: authedProcedure.input(ZSuggestRequestSchema).query(({ ctx, input }) => searchCompanies(ctx.db, ctx.actor, input.term, 20)),
  suggestAdmins: authedProcedure.input(ZSuggestAdminsRequestSchema).query(({ ctx, input }) => {
    if (ctx.actor.kind === "PARENT") throw accessDenied();
    return suggestAdmins(ctx.db, ctx.actor, input.term, 20);
  }),
});
