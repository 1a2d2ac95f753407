import { z } from "zod";
import { ZId } from "./common.ts";

export const ZCreateApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, "Give the key a name.").max(100, "Key names are limited to 100 characters."),
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequestSchema>;

export const ZRevokeApiKeyRequestSchema = z.object({ id: ZId });
export type TRevokeApiKeyRequest = z.infer<typeof ZRevokeApiKeyRequestSchema>;
