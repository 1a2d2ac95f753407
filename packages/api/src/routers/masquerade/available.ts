import { canMasquerade } from "@paydesk/services";
import { authedProcedure } from "../../trpc.ts";

export const availableProcedure = authedProcedure.query(({ ctx }) => canMasquerade(ctx));
