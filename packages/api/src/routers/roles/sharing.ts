import { roleSharing } from "@paydesk/services";
import { ZRoleSharingRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const sharingProcedure = canView.input(ZRoleSharingRequestSchema).query(({ ctx, input }) => roleSharing(ctx, input));
