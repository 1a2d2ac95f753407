import { listImportantDates } from "@paydesk/services";
import { ZListDatesRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const listProcedure = canView.input(ZListDatesRequestSchema).query(({ ctx, input }) => listImportantDates(ctx, input));
