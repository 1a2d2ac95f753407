import { patchItem } from "@paydesk/services";
import { ZPatchItemRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const patchProcedure = canManage.input(ZPatchItemRequestSchema).mutation(({ ctx, input }) => patchItem(ctx, input));
