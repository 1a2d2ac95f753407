import { z } from "zod";
import { ZId } from "./common.ts";

export const API_KEY_NAME_MAX = 100;

export const API_KEY_MESSAGES = {
  nameRequired: "Give the key a name.",
  nameTooLong: `Key names are limited to ${API_KEY_NAME_MAX} characters.`,
  /** A key acts without a session, so it could not say who really made it. */
  notWhileActingAs: "Return to your own account to create API keys.",
  noSuchKey: "No such API key.",
} as const;

export const ZCreateApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, API_KEY_MESSAGES.nameRequired).max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequestSchema>;

export const ZRevokeApiKeyRequestSchema = z.object({ id: ZId });
export type TRevokeApiKeyRequest = z.infer<typeof ZRevokeApiKeyRequestSchema>;
