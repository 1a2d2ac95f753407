import { getSkinChoice } from "@paydesk/services";
import { ZModuleScoped } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const getSkinProcedure = permissionProcedure("promote.view")
  .input(ZModuleScoped)
  .query(({ ctx }) => getSkinChoice(ctx));
