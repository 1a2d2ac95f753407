import { markPostback } from "@paydesk/services";
import { ZPostbackMarkRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** Mark with a status and a memo of at least 2 characters. */
export const markPostbackProcedure = controlProcedure.input(ZPostbackMarkRequestSchema).mutation(({ ctx, input }) => markPostback(ctx, input));
