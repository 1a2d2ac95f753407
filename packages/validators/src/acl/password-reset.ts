import { z } from "zod";
import { PASSWORD_MESSAGES, ZNewPassword } from "../account.ts";
import { AUTH_MESSAGES } from "../auth-messages.ts";

export const RESET_MESSAGES = {
  sent: "If that e-mail address has an account, a link to reset its password is on its way.",
  invalidLink: "This password reset link is invalid or has expired. Please ask for a new one.",
  done: "Your password has been reset. Please sign in with your new password.",
  emailRequired: AUTH_MESSAGES.emailRequired,
  tooManyRequests: "Too many reset requests. Please wait a few minutes and try again.",
} as const;

/** The token in `/login/reset/{token}`: 32 random bytes, base64url. */
const ZResetToken = z.string().min(20, RESET_MESSAGES.invalidLink).max(200, RESET_MESSAGES.invalidLink);

/**
 * POST /login/forgot. Only presence is checked: the answer is the same for any address, so a
 * typo is not worth a different message.
 */
export const ZForgotPasswordRequestSchema = z.object({
  email: z.string().trim().min(1, RESET_MESSAGES.emailRequired).max(254),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;

export const ZCheckResetTokenRequestSchema = z.object({ token: z.string().max(200, RESET_MESSAGES.invalidLink) });

const ZResetPasswordFieldsBase = z.object({
  newPassword: ZNewPassword,
  newPassword2: z.string().max(1024),
});

const matching = { message: PASSWORD_MESSAGES.mismatch, path: ["newPassword2"] };

/** The reset page's form (the token comes from the address). */
export const ZResetPasswordFields = ZResetPasswordFieldsBase.refine((v) => v.newPassword === v.newPassword2, matching);
export type TResetPasswordFields = z.infer<typeof ZResetPasswordFields>;

export const ZResetPasswordRequestSchema = ZResetPasswordFieldsBase.extend({ token: ZResetToken }).refine(
  (v) => v.newPassword === v.newPassword2,
  matching,
);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;
