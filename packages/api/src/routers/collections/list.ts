import { listCollections } from "@paydesk/services";
import { ZCollectionsListSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** The money still owed, filtered, with the totals by company. */
export const listCollectionsProcedure = controlProcedure
  .input(ZCollectionsListSchema)
  .query(({ ctx, input: { module: _module, ...filter } }) => listCollections(ctx, filter));
