import { findExternalItems } from "@paydesk/services";
import { ZExternalItemsFindRequestSchema } from "@paydesk/validators";
import { atTerminal } from "./rungs.ts";

export const findProcedure = atTerminal
  .input(ZExternalItemsFindRequestSchema)
  .query(({ ctx, input }) => findExternalItems(ctx, input));
