import { requestImageRemoval } from "@paydesk/services";
import { ZRemoveImageRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/**
 * Queue a removal, or answer the refusal with the items using the image (a result, not an error:
 * the page offers the force delete from it; the shim answers it as the 409 of
 * docs/product/dashboard-images-promotions.md).
 */
export const removeImageProcedure = permissionProcedure("settings.manage")
  .input(ZRemoveImageRequestSchema)
  .mutation(({ ctx, input }) => requestImageRemoval(ctx, input));
