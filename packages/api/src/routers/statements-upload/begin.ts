import { beginStatementUpload } from "@paydesk/services";
import { ZStatementBeginRequest } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** email-upload: open a statement upload (the file was checked by the caller) and answer its key. */
export const beginStatementUploadProcedure = controlProcedure
  .input(ZStatementBeginRequest)
  .mutation(({ ctx, input }) => beginStatementUpload(ctx, input));
