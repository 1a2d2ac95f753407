import { remindCollection } from "@paydesk/services";
import { ZCollectionRemindSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** E-mails the payer one reminder with the link where they can pay (each call sends one). */
export const remindCollectionProcedure = controlProcedure
  .input(ZCollectionRemindSchema)
  .mutation(({ ctx, input }) => remindCollection(ctx, { source: input.source, sourceId: input.sourceId }));
