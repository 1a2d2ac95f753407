import { accountStructure } from "@paydesk/services";
import { ZAccountStructureRequest } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const treeProcedure = permissionProcedure("settings.view")
  .input(ZAccountStructureRequest)
  .query(({ ctx }) => accountStructure(ctx));
