import { parentItems } from "@paydesk/services";
import { ZParentItemsRequestSchema } from "@paydesk/validators";
import { parentProcedure } from "../../trpc.ts";

export const itemsProcedure = parentProcedure.input(ZParentItemsRequestSchema).query(({ ctx, input }) => parentItems(ctx, input));
