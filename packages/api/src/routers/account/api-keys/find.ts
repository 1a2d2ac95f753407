import { listApiKeys } from "@paydesk/services";
import { staffSessionProcedure } from "../../../trpc.ts";

export const findProcedure = staffSessionProcedure.query(({ ctx }) => listApiKeys(ctx));
