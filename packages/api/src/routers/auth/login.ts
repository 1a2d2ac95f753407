import { login } from "@paydesk/services";
import { ZLoginRequestSchema } from "@paydesk/validators";
import { publicProcedure } from "../../trpc.ts";

export const loginProcedure = publicProcedure.input(ZLoginRequestSchema).mutation(async ({ ctx, input }) => {
  const result = await login(ctx, input);
  ctx.cookies.set(result.token, result.session.expiresAt);
  return {
    module: result.module,
    user: {
      id: result.actor.userId,
      email: result.actor.email,
      name: result.actor.name,
      module: result.module,
      companyId: result.actor.companyId,
    },
  };
});
