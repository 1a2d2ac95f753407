import { createHash } from "node:crypto";
import type { DbTx } from "@paydesk/db";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { getOrCreateSecret } from "./secrets.ts";

/**
 * Self-hosted proof-of-work captcha (ALTCHA): no third-party service sees our users. The browser
 * spends a moment of CPU on each challenge; a solution is accepted once, before it expires.
 */
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 500;
const EXPIRES_SECONDS = 10 * 60;

async function secrets(db: DbTx) {
  return {
    hmacSignatureSecret: await getOrCreateSecret(db, "captcha_hmac_secret"),
    hmacKeySignatureSecret: await getOrCreateSecret(db, "captcha_hmac_key_secret"),
  };
}

export async function createCaptchaChallenge(db: DbTx): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(500, 2_000),
    deriveKey,
    expiresAt: new Date(Date.now() + EXPIRES_SECONDS * 1000),
    ...(await secrets(db)),
  });
}

function decodePayload(encoded: string): Payload | null {
  try {
    const text = encoded.trim().startsWith("{") ? encoded : Buffer.from(encoded, "base64").toString("utf8");
    const payload = JSON.parse(text) as Payload;
    return payload?.challenge && payload?.solution ? payload : null;
  } catch {
    return null;
  }
}

/** True when the payload solves a challenge we issued, in time, for the first time. */
export async function verifyCaptcha(db: DbTx, encoded: string): Promise<boolean> {
  const payload = decodePayload(encoded);
  if (!payload) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...(await secrets(db)),
  }).catch(() => ({ verified: false }));
  if (!result.verified) return false;

  const signature = createHash("sha256").update(JSON.stringify(payload.challenge)).digest("hex");
  await db.spentCaptcha.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  const spent = await db.spentCaptcha.createMany({
    data: [{ signature, expiresAt: new Date(Date.now() + EXPIRES_SECONDS * 1000) }],
    skipDuplicates: true,
  });
  return spent.count === 1;
}
