import { revokeApiKey } from "@paydesk/services";
import { ZRevokeApiKeyRequestSchema } from "@paydesk/validators";
import { sessionProcedure } from "../../../trpc.ts";

export const revokeProcedure = sessionProcedure.input(ZRevokeApiKeyRequestSchema).mutation(async ({ ctx, input }) => {
  await revokeApiKey(ctx, input.id);
  return { revoked: true };
});
