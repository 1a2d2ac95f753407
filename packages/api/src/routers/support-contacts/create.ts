import { createSupportContact } from "@paydesk/services";
import { ZCreateSupportContactRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** Add one contact to a company; an address already there answers 409. */
export const createSupportContactProcedure = controlProcedure
  .input(ZCreateSupportContactRequestSchema)
  .mutation(({ ctx, input }) => createSupportContact(ctx, input));
