import { createApiKey } from "@paydesk/services";
import { ZCreateApiKeyRequestSchema } from "@paydesk/validators";
import { staffSessionProcedure } from "../../../trpc.ts";

export const createProcedure = staffSessionProcedure.input(ZCreateApiKeyRequestSchema).mutation(({ ctx, input }) => createApiKey(ctx, input));
