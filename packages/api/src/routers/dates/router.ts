import { createImportantDate, deleteImportantDate, listImportantDates, updateImportantDate } from "@paydesk/services";
import {
  ZCreateDateRequestSchema,
  ZDateIdRequestSchema,
  ZListDatesRequestSchema,
  ZUpdateDateRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("settings.view");
const canManage = permissionProcedure("settings.manage");

/** The school year and important dates (spec 2 §2 /settings/dates*, issue 11). */
export const datesRouter = router({
  list: canView.input(ZListDatesRequestSchema).query(({ ctx, input }) => listImportantDates(ctx, input)),
  create: canManage.input(ZCreateDateRequestSchema).mutation(({ ctx, input }) => createImportantDate(ctx, input)),
  update: canManage.input(ZUpdateDateRequestSchema).mutation(({ ctx, input }) => updateImportantDate(ctx, input)),
  delete: canManage.input(ZDateIdRequestSchema).mutation(({ ctx, input }) => deleteImportantDate(ctx, input.dateId)),
});
