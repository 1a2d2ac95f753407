import { endMasquerade } from "@paydesk/services";
import { authedProcedure } from "../../trpc.ts";

export const endProcedure = authedProcedure.mutation(({ ctx }) => endMasquerade(ctx));
