import { router } from "../../trpc.ts";
import { searchProcedure } from "./search.ts";
import { suggestAdminsProcedure } from "./suggest-admins.ts";
import { suggestProcedure } from "./suggest.ts";

/**
 * Company search (control only) and the suggest calls behind the site and admin pickers. Suggest
 * answers staff only (parents pick no sites), inside their own subtree.
 */
export const companiesRouter = router({
  search: searchProcedure,
  suggest: suggestProcedure,
  suggestAdmins: suggestAdminsProcedure,
});
