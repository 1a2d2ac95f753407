import { upgradeImagePlan } from "@paydesk/services";
import { ZUpgradeImagePlanRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const upgradeImagePlanProcedure = permissionProcedure("settings.manage")
  .input(ZUpgradeImagePlanRequestSchema)
  .mutation(({ ctx, input }) => upgradeImagePlan(ctx, input));
