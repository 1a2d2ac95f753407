import { previewSmartMembers } from "@paydesk/services";
import { ZPreviewSmartRulesRequestSchema } from "@paydesk/validators";
import { canView } from "./resource.ts";

export const previewSmartProcedure = canView
  .input(ZPreviewSmartRulesRequestSchema)
  .query(({ ctx, input }) => previewSmartMembers(ctx, input));
