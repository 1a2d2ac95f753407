import { startUpload } from "@paydesk/services";
import { uploadStartProcedure } from "./resource.ts";

/**
 * May the caller start an upload of this kind here? The start's own rung (session, module, the
 * kind's permission, the company: the actor's own unless the body names another), answered before
 * a multipart body is read: the shims ask it first, so nobody without the right makes the server
 * read their file.
 */
export const uploadStartAccessProcedure = uploadStartProcedure.query(() => ({ mayStart: true as const }));

/** Open a batch of `kind` for a company in the actor's reach: answers its table key and the kind's extras. */
export const startUploadProcedure = uploadStartProcedure.mutation(({ ctx, input }) =>
  startUpload(ctx, { kind: input.kind, companyId: ctx.uploadCompanyId, options: input.options }),
);
