import { getAlert } from "@paydesk/services";
import { ZAlertRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** One alert (the detail page); one not addressed to the reader is unknown (404). */
export const getAlertProcedure = permissionProcedure("promote.view")
  .input(ZAlertRequestSchema)
  .query(({ ctx, input }) => getAlert(ctx, input));
