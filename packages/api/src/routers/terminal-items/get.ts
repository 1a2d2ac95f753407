import { getTerminalItem } from "@paydesk/services";
import { ZTerminalItemGetRequestSchema } from "@paydesk/validators";
import { atTerminal } from "./rungs.ts";

export const getProcedure = atTerminal
  .input(ZTerminalItemGetRequestSchema)
  .query(({ ctx, input }) => getTerminalItem(ctx, input));
