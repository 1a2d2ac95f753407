import { adminEmails } from "@paydesk/services";
import { ZAdminEmailsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const emailsProcedure = canView.input(ZAdminEmailsRequestSchema).query(({ ctx, input }) => adminEmails(ctx, input));
