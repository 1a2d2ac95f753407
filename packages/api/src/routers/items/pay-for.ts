import { findPayForItem } from "@paydesk/services";
import { ZPayForRequestSchema } from "@paydesk/validators";
import { publicProcedure } from "../../trpc.ts";

/** The public pay-for-item page: anyone with the link, signed in or not. */
export const payForProcedure = publicProcedure.input(ZPayForRequestSchema).query(({ ctx, input }) => findPayForItem(ctx, input));
