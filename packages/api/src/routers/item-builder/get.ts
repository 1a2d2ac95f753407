import { getBuilderItem } from "@paydesk/services";
import { ZItemIdRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const getProcedure = canView.input(ZItemIdRequestSchema).query(({ ctx, input }) => getBuilderItem(ctx, input));
