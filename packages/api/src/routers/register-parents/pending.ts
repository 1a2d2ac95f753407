import { listPendingParents } from "@paydesk/services";
import { ZPendingParentsRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const pendingProcedure = permissionProcedure("settings.view")
  .input(ZPendingParentsRequestSchema)
  .query(({ ctx, input }) => listPendingParents(ctx, input));
