import { z } from "zod";

export const AUTH_MESSAGES = {
  badCredentials: "The e-mail address or password you entered is incorrect.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  notSignedIn: "Please sign in to continue.",
  accessDenied: "Access denied. You do not have permission to see this page.",
  crossSite: "Cross-site request refused.",
} as const;

export const ZLoginRequestSchema = z.object({
  email: z.string().trim().min(1, "Please enter your e-mail address.").max(254),
  password: z.string().min(1, "Please enter your password.").max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;
