import { checkResetToken, requestPasswordReset, resetPassword } from "@paydesk/services";
import { ZCheckResetTokenRequestSchema, ZForgotPasswordRequestSchema, ZResetPasswordRequestSchema } from "@paydesk/validators";
import { publicProcedure } from "../../trpc.ts";

/**
 * Forgot password (POST /login/forgot). Public, so that signed-out users can ask; when an
 * administrator sends it for someone else the audit names them.
 */
export const forgotPasswordProcedure = publicProcedure
  .input(ZForgotPasswordRequestSchema)
  .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email));

export const checkResetTokenProcedure = publicProcedure
  .input(ZCheckResetTokenRequestSchema)
  .query(({ ctx, input }) => checkResetToken(ctx, input.token));

export const resetPasswordProcedure = publicProcedure
  .input(ZResetPasswordRequestSchema)
  .mutation(({ ctx, input }) => resetPassword(ctx, input));
