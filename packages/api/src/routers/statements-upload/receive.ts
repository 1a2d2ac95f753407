import { receiveStatementRows } from "@paydesk/services";
import { ZStatementProcessRequest } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** email-process: up to 10 rows (the page's chunk), each valid one sent once as a statement e-mail. */
export const receiveStatementRowsProcedure = controlProcedure
  .input(ZStatementProcessRequest)
  .mutation(({ ctx, input }) => receiveStatementRows(ctx, input));
