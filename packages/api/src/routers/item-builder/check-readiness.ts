import { checkFormReadiness } from "@paydesk/services";
import { ZCheckReadinessRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

/** A query in meaning, but the form can be long: a mutation keeps it out of the URL. */
export const checkReadinessProcedure = canView
  .input(ZCheckReadinessRequestSchema)
  .mutation(({ input }) => checkFormReadiness(input));
