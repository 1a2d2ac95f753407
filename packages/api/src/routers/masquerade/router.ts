import { router } from "../../trpc.ts";
import { availableProcedure } from "./available.ts";
import { endProcedure } from "./end.ts";
import { searchProcedure } from "./search.ts";
import { startProcedure } from "./start.ts";

/**
 * Quick login (docs/product/accounts-and-roles.md). Who may do it is decided by the service for the real
 * person behind the session, so these are open to anyone signed in and the service refuses the rest.
 * `search` is module-scoped like its legacy URL (/{module}/masquerade/search).
 */
export const masqueradeRouter = router({
  available: availableProcedure,
  search: searchProcedure,
  start: startProcedure,
  end: endProcedure,
});
