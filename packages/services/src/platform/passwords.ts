import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes): strong enough for
 * stored credentials while a login still costs the server only tens of milliseconds.
 */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a fixed password, computed once: when a login names an unknown e-mail we still spend
 * the time of one verification, so response times do not tell which e-mails have accounts.
 */
let decoyHash: Promise<string> | undefined;
export async function spendDecoyVerification(password: string): Promise<void> {
  decoyHash ??= hashPassword("decoy-password-for-timing");
  await verifyPassword(await decoyHash, password);
}

const PASSWORD_ALPHABETS = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnopqrstuvwxyz", "23456789", "!@#$%*?-+"];

/** A random 14-character password with every character class, without look-alike characters. */
export function generatePassword(length = 14): string {
  const all = PASSWORD_ALPHABETS.join("");
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = PASSWORD_ALPHABETS.map(pick);
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}
