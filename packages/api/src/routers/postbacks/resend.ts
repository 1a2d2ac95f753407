import { resendPostback } from "@paydesk/services";
import { ZPostbackRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/**
 * post-back-transaction: send it to its SIS now (one at a time per postback, see the send lease).
 * The mass postback of the screens is this call, once per selected postback, one after another.
 */
export const resendPostbackProcedure = controlProcedure.input(ZPostbackRequestSchema).mutation(({ ctx, input }) => resendPostback(ctx, input.postbackId));
