import { createCloseout } from "@paydesk/services";
import { ZCloseoutCreateRequestSchema } from "@paydesk/validators";
import { closeOutProcedure } from "../../trpc.ts";

/** Close out the staff member's own day (once; a recount keeps the earlier count as history). */
export const createProcedure = closeOutProcedure.input(ZCloseoutCreateRequestSchema).mutation(({ ctx, input }) => createCloseout(ctx, input));
