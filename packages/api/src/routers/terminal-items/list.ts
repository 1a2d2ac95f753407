import { listTerminalItems } from "@paydesk/services";
import { ZTerminalItemsListRequestSchema } from "@paydesk/validators";
import { atTerminal } from "./rungs.ts";

export const listProcedure = atTerminal
  .input(ZTerminalItemsListRequestSchema)
  .query(({ ctx, input }) => listTerminalItems(ctx, input));
