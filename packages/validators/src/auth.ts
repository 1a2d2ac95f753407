import { z } from "zod";
import { AUTH_MESSAGES } from "./auth-messages.ts";

export { AUTH_MESSAGES };

export const ZLoginRequestSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired).max(254),
  password: z.string().min(1, "Please enter your password.").max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;
