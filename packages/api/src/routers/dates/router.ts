import {
  createImportantDate,
  deleteImportantDate,
  getTimeZoneSetting,
  listImportantDates,
  setTimeZoneSetting,
  updateImportantDate,
} from "@paydesk/services";
import {
  ZCreateDateRequestSchema,
  ZDateIdRequestSchema,
  ZListDatesRequestSchema,
  ZTimeZoneGetRequestSchema,
  ZTimeZoneSetRequestSchema,
  ZUpdateDateRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("settings.view");
const canManage = permissionProcedure("settings.manage");

/** The school year and important dates (spec 2 §2 /settings/dates*), and the time zone they are read in (CONVENTIONS §11). */
export const datesRouter = router({
  list: canView.input(ZListDatesRequestSchema).query(({ ctx, input }) => listImportantDates(ctx, input)),
  create: canManage.input(ZCreateDateRequestSchema).mutation(({ ctx, input }) => createImportantDate(ctx, input)),
  update: canManage.input(ZUpdateDateRequestSchema).mutation(({ ctx, input }) => updateImportantDate(ctx, input)),
  delete: canManage.input(ZDateIdRequestSchema).mutation(({ ctx, input }) => deleteImportantDate(ctx, input.dateId)),
  timeZone: canView.input(ZTimeZoneGetRequestSchema).query(({ ctx, input }) => getTimeZoneSetting(ctx, input)),
  setTimeZone: canManage.input(ZTimeZoneSetRequestSchema).mutation(({ ctx, input }) => setTimeZoneSetting(ctx, input)),
});
