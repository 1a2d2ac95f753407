import { startUpload } from "@paydesk/services";
import { uploadStartProcedure } from "../../trpc.ts";

/** Open a batch of `kind` for a company in the actor's reach: answers its table key and the kind's extras. */
export const startUploadProcedure = uploadStartProcedure.mutation(({ ctx, input }) =>
  startUpload(ctx, { kind: input.kind, companyId: ctx.uploadCompanyId, options: input.options }),
);
