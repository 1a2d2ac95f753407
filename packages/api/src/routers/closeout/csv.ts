import { closeoutCsv, closeoutFileName, findCloseouts } from "@paydesk/services";
import { ZCloseoutFindRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";
import { closeoutProcedure } from "./resource.ts";

/** One close-out as CSV, for its download route (apps/server routes/closeout-csv.ts). */
export const csvProcedure = closeoutProcedure.query(({ ctx }) => ({ fileName: closeoutFileName([ctx.closeout]), content: closeoutCsv([ctx.closeout]) }));

/** The list's close-outs as CSV, the same filter and permission as `find`. */
export const findCsvProcedure = permissionProcedure("reports.view")
  .input(ZCloseoutFindRequestSchema)
  .query(async ({ ctx, input }) => {
    const list = await findCloseouts(ctx, input);
    return { fileName: closeoutFileName(list.rows, list), content: closeoutCsv(list.rows) };
  });
