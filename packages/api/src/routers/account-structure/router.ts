import { accountStructure, addSite, moveSite } from "@paydesk/services";
import { ZAccountStructureRequest, ZAddSiteRequest, ZMoveSiteRequest } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

/**
 * /settings/account-structure (spec 2 §2): the company tree of the actor's subtree, a site added
 * under one of its sites, a site moved under another. Settings rights; the subtree rules are the
 * services' (companyInScope, moveRefusal).
 */
export const accountStructureRouter = router({
  tree: permissionProcedure("settings.view")
    .input(ZAccountStructureRequest)
    .query(({ ctx }) => accountStructure(ctx)),
  addSite: permissionProcedure("settings.manage")
    .input(ZAddSiteRequest)
    .mutation(({ ctx, input }) => addSite(ctx, input)),
  moveSite: permissionProcedure("settings.manage")
    .input(ZMoveSiteRequest)
    .mutation(({ ctx, input }) => moveSite(ctx, input)),
});
