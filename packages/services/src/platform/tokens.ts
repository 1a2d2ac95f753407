import { createHash, randomBytes } from "node:crypto";

/** A random token for the client and its SHA-256 for the database: a leaked table opens nothing. */
export function newToken(bytes = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
