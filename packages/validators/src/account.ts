import { z } from "zod";
import { ZModuleScoped } from "./common.ts";

/** Quoted exactly as the product shows them (docs/product/accounts-and-roles.md, Passwords). */
export const PASSWORD_MESSAGES = {
  tooShort: "Password is not long enough.",
  mismatch: "The two passwords you entered do not match.",
  oldRequired: "Please enter your current password.",
  oldIncorrect: "The current password you entered is incorrect.",
  captchaRequired: "Please confirm that you are not a robot.",
  captchaFailed: "The captcha could not be verified. Please try again.",
  tooManyAttempts: "Too many password attempts. Please wait a few minutes and try again.",
  changed: "Your password has been changed.",
  notWhileActingAs: "You are signed in as someone else. Return to your own account to change your password.",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

export const ZNewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, `Passwords are limited to ${MAX_PASSWORD_LENGTH} characters.`);

const ZChangePasswordBase = z.object({
  oldPassword: z.string().min(1, PASSWORD_MESSAGES.oldRequired).max(1024),
  newPassword: ZNewPassword,
  newPassword2: z.string().max(1024),
  /** The solved self-hosted captcha (an ALTCHA payload). */
  captcha: z.string().min(1, PASSWORD_MESSAGES.captchaRequired).max(10_000),
});

function passwordsMatch<S extends z.ZodType<{ newPassword: string; newPassword2: string }>>(schema: S): S {
  return schema.refine((v) => v.newPassword === v.newPassword2, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ["newPassword2"],
  });
}

/** The change-own-password form: the same rules validate the form, the procedure and the shim. */
export const ZChangePasswordFields = passwordsMatch(ZChangePasswordBase);
export type TChangePasswordFields = z.infer<typeof ZChangePasswordFields>;

export const ZChangePasswordRequestSchema = passwordsMatch(ZChangePasswordBase.extend(ZModuleScoped.shape));
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;
