import { listItemChoices } from "@paydesk/services";
import { ZItemChoicesRequestSchema } from "@paydesk/validators";
import { promoteProcedure } from "../../trpc.ts";

/** The company's active items a composer may promote, each with its absolute pay link. */
export const itemChoicesProcedure = promoteProcedure
  .input(ZItemChoicesRequestSchema)
  .query(({ ctx, input }) => listItemChoices(ctx, input));
