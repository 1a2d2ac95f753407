import { closeoutDay } from "@paydesk/services";
import { ZCloseoutDayRequestSchema } from "@paydesk/validators";
import { closeOutProcedure } from "../../trpc.ts";

/** The signed-in staff member's own day: what the drawer should hold, and what was kept of it. */
export const dayProcedure = closeOutProcedure.input(ZCloseoutDayRequestSchema).query(({ ctx, input }) => closeoutDay(ctx, input));
