import { createApiKey } from "@paydesk/services";
import { ZCreateApiKeyRequestSchema } from "@paydesk/validators";
import { sessionProcedure } from "../../../trpc.ts";

export const createProcedure = sessionProcedure.input(ZCreateApiKeyRequestSchema).mutation(({ ctx, input }) => createApiKey(ctx, input));
