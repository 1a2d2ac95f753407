import { router } from "../../trpc.ts";
import { findProcedure } from "./find.ts";
import { sendResetLinkProcedure } from "./send-reset-link.ts";

/**
 * The users report (docs/product/reports-and-time-zones.md): reading
 * it takes reports.view, sending a reset link settings.manage.
 */
export const usersReportRouter = router({
  find: findProcedure,
  sendResetLink: sendResetLinkProcedure,
});
