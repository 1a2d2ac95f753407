import { z } from "zod";
import { PASSWORD_MESSAGES, ZNewPassword } from "../account.ts";

export const RESET_MESSAGES = {
  sent: "If that e-mail address has an account, a link to reset its password is on its way.",
  invalidLink: "This password reset link is invalid or has expired. Please ask for a new one.",
  done: "Your password has been reset. Please sign in with your new password.",
} as const;

export const ZForgotPasswordRequestSchema = z.object({
  email: z.string().trim().min(1, "Please enter your e-mail address.").max(254),
});

export const ZResetPasswordRequestSchema = z
  .object({
    token: z.string().min(20).max(200),
    newPassword: ZNewPassword,
    newPassword2: z.string().max(1024),
  })
  .refine((v) => v.newPassword === v.newPassword2, { message: PASSWORD_MESSAGES.mismatch, path: ["newPassword2"] });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;
