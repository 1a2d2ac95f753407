import { createCategory } from "@paydesk/services";
import { ZCreateCategoryRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage
  .input(ZCreateCategoryRequestSchema)
  .mutation(({ ctx, input }) => createCategory(ctx, input));
