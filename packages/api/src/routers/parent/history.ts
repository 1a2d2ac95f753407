import { parentHistory } from "@paydesk/services";
import { ZParentHistoryRequestSchema } from "@paydesk/validators";
import { parentProcedure } from "../../trpc.ts";

export const historyProcedure = parentProcedure
  .input(ZParentHistoryRequestSchema)
  .query(({ ctx, input }) => parentHistory(ctx, input));
