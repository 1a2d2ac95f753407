import { suggestAdmins } from "@paydesk/services";
import { ZSuggestAdminsRequestSchema } from "@paydesk/validators";
import { staffProcedure } from "../../trpc.ts";

export const suggestAdminsProcedure = staffProcedure
  .input(ZSuggestAdminsRequestSchema)
  .query(({ ctx, input }) => suggestAdmins(ctx, input.term, 20));
