import { isControl } from "@paydesk/domain";
import { accessDenied } from "@paydesk/services";
import { moduleProcedure } from "../../trpc.ts";

/**
 * Control-only screens: the caller must be control staff (acting as themselves: someone on quick
 * login acts as an administrator) and work in the control module.
 */
export const controlProcedure = moduleProcedure.use(({ ctx, next }) => {
  if (!isControl(ctx.actor) || ctx.module !== "control") throw accessDenied();
  return next();
});
