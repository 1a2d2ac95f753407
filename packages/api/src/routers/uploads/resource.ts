/**
 * The upload resources: one batch, named by its `key`, that the actor may work on at `level`
 * (domain `mayWorkOnUpload`: the kind's permission — uploads.manage, uploads.view to look; control
 * only for e-mails and statements — and the batch's company in the actor's subtree). Unknown key
 * 404, out of reach 403; handed on as `ctx.upload`. `uploadStartProcedure` is the same rule before
 * a batch exists: on the kind and the company the upload is started for (default the actor's),
 * handed on as `ctx.uploadCompanyId`.
 */
import { mayWorkOnUpload, type UploadAccessLevel } from "@paydesk/domain";
import { loadUploadForAccess, loadUploadTarget } from "@paydesk/services";
import { ZUploadScoped, ZUploadStart } from "@paydesk/validators";
import { uploadedFileRefusal } from "../../shims/file-check.ts";
import { resourceProcedure } from "../../trpc.ts";

export const uploadProcedure = resourceProcedure({
  input: ZUploadScoped,
  as: "upload",
  load: ({ ctx, input }, _level: UploadAccessLevel) => loadUploadForAccess(ctx.db, input.key),
  rule: (batch, { ctx, input }, level) => mayWorkOnUpload(ctx.actor, { kind: batch.kind, companyPath: batch.companyPath }, level, input.module),
});

export const uploadStartProcedure = resourceProcedure({
  input: ZUploadStart,
  as: "uploadCompanyId",
  load: ({ ctx, input }) => loadUploadTarget(ctx, input.companyId),
  rule: (target, { ctx, input }) => {
    if (!mayWorkOnUpload(ctx.actor, { kind: input.kind, companyPath: target.companyPath }, "manage", input.module)) return false;
    // A shim's file is judged only now, so a caller who may not upload hears that first.
    const refusal = uploadedFileRefusal(ctx.uploadFile);
    if (refusal) throw refusal;
    return true;
  },
  handOn: (target) => target.companyId,
})();
