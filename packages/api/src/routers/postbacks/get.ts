import { getPostback } from "@paydesk/services";
import { ZPostbackRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** One postback with its curl log. */
export const getPostbackProcedure = controlProcedure.input(ZPostbackRequestSchema).query(({ ctx, input }) => getPostback(ctx, input.postbackId));
