import { randomBytes } from "node:crypto";
import type { DbTx } from "@paydesk/db";

/**
 * A secret generated once and shared by every server instance through the database
 * (an environment variable of the same name, upper-cased, wins).
 */
export async function getOrCreateSecret(db: DbTx, name: string): Promise<string> {
  const fromEnv = process.env[name.toUpperCase()];
  if (fromEnv) return fromEnv;
  const existing = await db.appSecret.findUnique({ where: { name } });
  if (existing) return existing.value;
  const value = randomBytes(32).toString("base64url");
  // Two instances starting together may race: the first insert wins and both read it back.
  await db.appSecret.createMany({ data: [{ name, value }], skipDuplicates: true });
  const stored = await db.appSecret.findUniqueOrThrow({ where: { name } });
  return stored.value;
}
