import { createApiKey, listApiKeys, revokeApiKey } from "@paydesk/services";
import { ZCreateApiKeyRequestSchema, ZRevokeApiKeyRequestSchema } from "@paydesk/validators";
import { authedProcedure, router } from "../../trpc.ts";

/** Keys are created by a signed-in user for their own account and act with that account's rights. */
export const apiKeysRouter = router({
  find: authedProcedure.query(({ ctx }) => listApiKeys(ctx)),
  create: authedProcedure.input(ZCreateApiKeyRequestSchema).mutation(({ ctx, input }) => createApiKey(ctx, input)),
  revoke: authedProcedure.input(ZRevokeApiKeyRequestSchema).mutation(async ({ ctx, input }) => {
    await revokeApiKey(ctx, input.id);
    return { revoked: true };
  }),
});
