import { findStudentForDistrict } from "@paydesk/services";
import { ZFindStudentForDistrictRequestSchema } from "@paydesk/validators";
import { atTerminal } from "./rungs.ts";

export const findByIdForDistrictProcedure = atTerminal
  .input(ZFindStudentForDistrictRequestSchema)
  .query(({ ctx, input }) => findStudentForDistrict(ctx, input));
