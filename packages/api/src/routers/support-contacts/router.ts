import { router } from "../../trpc.ts";
import { createSupportContactProcedure } from "./create.ts";
import { listSupportContactsProcedure } from "./list.ts";

/** Support contacts of a company (spec 3 §2, §3, §7; CONVENTIONS §9). */
export const supportContactsRouter = router({
  list: listSupportContactsProcedure,
  create: createSupportContactProcedure,
});
