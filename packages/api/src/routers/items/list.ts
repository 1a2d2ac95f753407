import { findItems } from "@paydesk/services";
import { ZListItemsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const listProcedure = canView.input(ZListItemsRequestSchema).query(({ ctx, input }) => findItems(ctx, input));
