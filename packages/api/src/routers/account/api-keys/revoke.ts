import { revokeApiKey } from "@paydesk/services";
import { ZRevokeApiKeyRequestSchema } from "@paydesk/validators";
import { staffSessionProcedure } from "../../../trpc.ts";

export const revokeProcedure = staffSessionProcedure.input(ZRevokeApiKeyRequestSchema).mutation(async ({ ctx, input }) => {
  await revokeApiKey(ctx, input.id);
  return { revoked: true };
});
