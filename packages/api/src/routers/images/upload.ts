import { uploadLibraryImage } from "@paydesk/services";
import { ZUploadLibraryImageRequestSchema } from "@paydesk/validators";
import { anyPermissionProcedure } from "../../trpc.ts";

/** From the library (settings) or from the item builder's picker (items): one library either way. */
const imageUploaders = anyPermissionProcedure("settings.manage", "items.manage");

export const uploadImageProcedure = imageUploaders.input(ZUploadLibraryImageRequestSchema).mutation(({ ctx, input }) => uploadLibraryImage(ctx, input));

/** The upload's rung alone, asked before the shim reads a multipart body (shims/types.ts `upload.access`). */
export const imageUploadAccessProcedure = imageUploaders.query(() => ({ mayUpload: true as const }));
