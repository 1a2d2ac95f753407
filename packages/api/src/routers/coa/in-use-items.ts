import { findCoaItemsInUse } from "@paydesk/services";
import { ZCoaIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const inUseItemsProcedure = canManage.input(ZCoaIdRequestSchema).query(({ ctx, input }) => findCoaItemsInUse(ctx, input));
