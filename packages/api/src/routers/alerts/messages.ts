import { alertMessages } from "@paydesk/services";
import { ZModuleScoped } from "@paydesk/validators";
import { staffModuleProcedure } from "../../trpc.ts";

/** The messages a page shows (banner): running, addressed to the reader, not yet answered. */
export const alertMessagesProcedure = staffModuleProcedure.input(ZModuleScoped).query(({ ctx }) => alertMessages(ctx));
