import { parentStudents } from "@paydesk/services";
import { parentProcedure } from "../../trpc.ts";

export const studentsProcedure = parentProcedure.query(({ ctx }) => parentStudents(ctx));
