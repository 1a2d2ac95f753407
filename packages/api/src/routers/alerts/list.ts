import { listAlerts } from "@paydesk/services";
import { ZModuleScoped } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** The service alerts screen: control every alert, an administrator those addressed to their company. */
export const listAlertsProcedure = permissionProcedure("promote.view")
  .input(ZModuleScoped)
  .query(({ ctx }) => listAlerts(ctx));
