import { listApiKeys } from "@paydesk/services";
import { sessionProcedure } from "../../../trpc.ts";

export const findProcedure = sessionProcedure.query(({ ctx }) => listApiKeys(ctx));
