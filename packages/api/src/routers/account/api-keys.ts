import { createApiKey, listApiKeys, revokeApiKey } from "@paydesk/services";
import { ZCreateApiKeyRequestSchema, ZRevokeApiKeyRequestSchema } from "@paydesk/validators";
import { authedProcedure, router } from "../../trpc.ts";

/** Keys are created by a signed-in user for their own account and act with that account's rights. */
export const apiKeysRouter = router({
  find: authedProcedure.query(({ ctx }) => listApiKeys(ctx.db, ctx.actor)),
  create: authedProcedure.input(ZCreateApiKeyRequestSchema).mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.actor, input)),
  revoke: authedProcedure.input(ZRevokeApiKeyRequestSchema).mutation(async ({ ctx, input }) => {
    await revokeApiKey(ctx.db, ctx.actor, input.id);
    return { revoked: true };
  }),
});
