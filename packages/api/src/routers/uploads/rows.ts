import { getUploadRow, listUploadRows, removeUploadRow, updateUploadRow } from "@paydesk/services";
import { ZUploadRowScoped, ZUploadRowsPage, ZUploadUpdateRow } from "@paydesk/validators";
import { uploadProcedure } from "./resource.ts";

/** A page of staged rows in id order (all, or only those with errors), with the batch's counts. */
export const listUploadRowsProcedure = uploadProcedure("view")
  .input(ZUploadRowsPage)
  .query(({ ctx, input }) => listUploadRows(ctx, ctx.upload, input));

export const getUploadRowProcedure = uploadProcedure("view")
  .input(ZUploadRowScoped)
  .query(({ ctx, input }) => getUploadRow(ctx, ctx.upload, input.id));

/** Fix a row in place: its data is replaced and checked again. */
export const updateUploadRowProcedure = uploadProcedure("manage")
  .input(ZUploadUpdateRow)
  .mutation(({ ctx, input }) => updateUploadRow(ctx, ctx.upload, input.id, input.data));

export const removeUploadRowProcedure = uploadProcedure("manage")
  .input(ZUploadRowScoped)
  .mutation(({ ctx, input }) => removeUploadRow(ctx, ctx.upload, input.id));
