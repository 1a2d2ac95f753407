/**
 * Postbacks in the control area (docs/product/control-area.md): control staff acting
 * as themselves, in the control module (`controlProcedure`); everyone else 403.
 */
import { router } from "../../trpc.ts";
import { findPostbacksProcedure } from "./find.ts";
import { getPostbackProcedure } from "./get.ts";
import { markPostbackProcedure } from "./mark.ts";
import { resendPostbackProcedure } from "./resend.ts";

export const postbacksRouter = router({
  find: findPostbacksProcedure,
  get: getPostbackProcedure,
  resend: resendPostbackProcedure,
  mark: markPostbackProcedure,
});
