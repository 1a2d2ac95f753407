import { addUploadRows } from "@paydesk/services";
import { ZUploadAddRows } from "@paydesk/validators";
import { uploadProcedure } from "./resource.ts";

/** Stage up to 500 rows: each answered with its id and the kind's messages, in the order sent. */
export const addUploadRowsProcedure = uploadProcedure("manage")
  .input(ZUploadAddRows)
  .mutation(({ ctx, input }) => addUploadRows(ctx, ctx.upload, input));
