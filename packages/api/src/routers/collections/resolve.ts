import { resolveCollection } from "@paydesk/services";
import { ZCollectionResolveSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** Collected or written off, with a memo of at least 2 characters: the row leaves the list. */
export const resolveCollectionProcedure = controlProcedure
  .input(ZCollectionResolveSchema)
  .mutation(({ ctx, input: { module: _module, ...resolution } }) => resolveCollection(ctx, resolution));
