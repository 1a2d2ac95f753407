import { uploadLibraryImage } from "@paydesk/services";
import { ZUploadLibraryImageRequestSchema } from "@paydesk/validators";
import { anyPermissionProcedure } from "../../trpc.ts";

/** From the library (settings) or from the item builder's picker (items): one library either way. */
export const uploadImageProcedure = anyPermissionProcedure("settings.manage", "items.manage")
  .input(ZUploadLibraryImageRequestSchema)
  .mutation(({ ctx, input }) => uploadLibraryImage(ctx, input));
