import { payPageSkin } from "@paydesk/services";
import { ZPayPageSkinRequestSchema } from "@paydesk/validators";
import { publicProcedure } from "../../trpc.ts";

/** Public: the pay-for page wears its company's skin and logo for every visitor (on PUBLIC_PROCEDURES). */
export const payPageSkinProcedure = publicProcedure.input(ZPayPageSkinRequestSchema).query(({ ctx, input }) => payPageSkin(ctx, input));
