import { router } from "../../trpc.ts";
import { addSiteProcedure } from "./add-site.ts";
import { moveSiteProcedure } from "./move-site.ts";
import { treeProcedure } from "./tree.ts";

/**
 * /settings/account-structure (docs/product/students-and-groups.md): the company tree of the actor's subtree,
 * a site added under one of its sites, a site moved under another. Settings rights; the subtree rules are the
 * services' (companyInScope, moveRefusal).
 */
export const accountStructureRouter = router({
  tree: treeProcedure,
  addSite: addSiteProcedure,
  moveSite: moveSiteProcedure,
});
