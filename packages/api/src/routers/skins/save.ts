import { saveSkin } from "@paydesk/services";
import { ZSaveSkinRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const saveSkinProcedure = permissionProcedure("promote.manage")
  .input(ZSaveSkinRequestSchema)
  .mutation(({ ctx, input }) => saveSkin(ctx, input));
