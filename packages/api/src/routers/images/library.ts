import { listImageLibrary } from "@paydesk/services";
import { ZImageLibraryRequestSchema } from "@paydesk/validators";
import { anyPermissionProcedure } from "../../trpc.ts";

/** The library screen (settings) and the item builder's picker (items) read the same list. */
export const imageLibraryProcedure = anyPermissionProcedure("settings.view", "items.view")
  .input(ZImageLibraryRequestSchema)
  .query(({ ctx, input }) => listImageLibrary(ctx, input));
