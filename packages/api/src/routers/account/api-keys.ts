import { createApiKey, listApiKeys, revokeApiKey } from "@paydesk/services";
import { ZCreateApiKeyRequestSchema, ZRevokeApiKeyRequestSchema } from "@paydesk/validators";
import { router, sessionProcedure } from "../../trpc.ts";

/**
 * Keys are created by a signed-in user for their own account and act with that account's rights.
 * Managing them takes a session: a key cannot make, list or revoke keys.
 */
export const apiKeysRouter = router({
  find: sessionProcedure.query(({ ctx }) => listApiKeys(ctx)),
  create: sessionProcedure.input(ZCreateApiKeyRequestSchema).mutation(({ ctx, input }) => createApiKey(ctx, input)),
  revoke: sessionProcedure.input(ZRevokeApiKeyRequestSchema).mutation(async ({ ctx, input }) => {
    await revokeApiKey(ctx, input.id);
    return { revoked: true };
  }),
});
