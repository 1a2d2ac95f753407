import { removeLogo, uploadLogo } from "@paydesk/services";
import { ZModuleScoped, ZUploadLogoRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

const logoEditors = permissionProcedure("promote.manage");

export const uploadLogoProcedure = logoEditors.input(ZUploadLogoRequestSchema).mutation(({ ctx, input }) => uploadLogo(ctx, input));

/** The logo upload's rung alone, asked before the shim reads a multipart body (shims/types.ts `upload.access`). */
export const logoUploadAccessProcedure = logoEditors.query(() => ({ mayUpload: true as const }));

export const removeLogoProcedure = logoEditors.input(ZModuleScoped).mutation(({ ctx }) => removeLogo(ctx));
