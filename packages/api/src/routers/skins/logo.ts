import { removeLogo, uploadLogo } from "@paydesk/services";
import { ZModuleScoped, ZUploadLogoRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const uploadLogoProcedure = permissionProcedure("promote.manage")
  .input(ZUploadLogoRequestSchema)
  .mutation(({ ctx, input }) => uploadLogo(ctx, input));

export const removeLogoProcedure = permissionProcedure("promote.manage")
  .input(ZModuleScoped)
  .mutation(({ ctx }) => removeLogo(ctx));
