import { listPostbacks } from "@paydesk/services";
import { ZPostbackListRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** The postbacks, newest first, filtered by status, plugin, company and day, one keyset page at a time. */
export const findPostbacksProcedure = controlProcedure.input(ZPostbackListRequestSchema).query(({ ctx, input }) => listPostbacks(ctx, input));
